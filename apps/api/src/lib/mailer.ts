import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mailboxMessages } from '../db/schema/mail';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP when configured; otherwise the capture mailbox in the database, read at /dev/mailbox. */
export function createMailer(options: { smtpUrl?: string; from: string; db: Database }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      await options.db.insert(mailboxMessages).values({ ...mail, html: mail.html ?? null });
    },
  };
}
