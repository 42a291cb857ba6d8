import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailboxMessages } from '../../db/schema/mail';
import type { Mail } from '../../lib/mailer';

export type MailRow = typeof mailboxMessages.$inferSelect;

export function mailboxRepository(db: Executor) {
  return {
    /** Keeps a message that was not really sent (no SMTP, no SMS provider). */
    async capture(mail: Mail): Promise<void> {
      await db.insert(mailboxMessages).values({ ...mail, html: mail.html ?? null });
    },

    /** The newest captured mails first. */
    latest(limit: number): Promise<MailRow[]> {
      return db.select().from(mailboxMessages).orderBy(desc(mailboxMessages.id)).limit(limit);
    },
  };
}
