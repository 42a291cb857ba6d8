import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Keeps a message that is not really sent, for the development mailbox. */
export type CaptureMail = (mail: Mail) => Promise<void>;

/** SMTP when configured; otherwise the capture mailbox, read at /dev/mailbox. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  capture: CaptureMail;
}): Mailer {
  if (!options.smtpUrl) return { send: options.capture };
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}
