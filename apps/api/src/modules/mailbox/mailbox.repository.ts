import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailboxMessages } from '../../db/schema/mail';

export type MailRow = typeof mailboxMessages.$inferSelect;

export function mailboxRepository(db: Executor) {
  return {
    /** The newest captured mails first. */
    latest(limit: number): Promise<MailRow[]> {
      return db.select().from(mailboxMessages).orderBy(desc(mailboxMessages.id)).limit(limit);
    },
  };
}
