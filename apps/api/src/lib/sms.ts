import type { CaptureMail } from './mailer';

/** Sends text messages to phone numbers. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/** No SMS provider is integrated yet, so every message goes to the capture mailbox (`to` = the
 * phone number, subject 'SMS'), where /dev/mailbox and the tests read it, as mail without SMTP
 * does. A provider's adapter implements SmsSender and is chosen in bootstrap by configuration. */
export function createSmsSender(capture: CaptureMail): SmsSender {
  return {
    send: (to, text) => capture({ to, subject: 'SMS', text }),
  };
}
