import type { Database } from '../db/client';
import { mailboxMessages } from '../db/schema/mail';

/** Sends text messages to phone numbers. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/** No SMS provider is integrated yet, so every message is written to the capture mailbox
 * (mailbox_messages, `to` = the phone number, subject 'SMS'), where /dev/mailbox and the tests
 * read it, as mail without SMTP is. A provider's adapter implements SmsSender and is chosen
 * here by configuration. */
export function createSmsSender(db: Database): SmsSender {
  return {
    async send(to, text) {
      await db.insert(mailboxMessages).values({ to, subject: 'SMS', text, html: null });
    },
  };
}
