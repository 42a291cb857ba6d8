import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** The development capture mailbox: mail that would have gone out when no SMTP is set. */
export const mailboxMessages = pgTable('mailbox_messages', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: createdAt(),
});
