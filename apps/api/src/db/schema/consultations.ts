import type { ConsultationStatus } from '@platform/domain/constants/consultations';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { chatMessages, chats } from './chats';
import { createdAt, instant, updatedAt } from './columns';
import { users } from './users';

/** A consultation inside a chat (the spec's chatChannelId is the chat): the expert opens it
 * about the learner's latest message and closes it at the chat's latest message; the learner
 * rates it once closed. At most one is open per chat. */
export const consultations = pgTable(
  'consultations',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    status: text('status').$type<ConsultationStatus>().notNull().default('open'),
    startMessageId: integer('start_message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    endMessageId: integer('end_message_id').references(() => chatMessages.id, {
      onDelete: 'set null',
    }),
    /** Paid consultations of the stream it takes: 1 under maxConsultationCount, else 0. */
    amount: integer('amount').notNull().default(0),
    rating: smallint('rating'),
    /** The expert who opened it; null once their account is gone. */
    expertId: integer('expert_id').references(() => users.id, { onDelete: 'set null' }),
    closedAt: instant('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('consultations_chat_idx').on(t.chatId, t.id),
    uniqueIndex('consultations_one_open_per_chat').on(t.chatId).where(sql`${t.status} = 'open'`),
    check('consultations_status_check', sql`${t.status} in ('open', 'close', 'rated')`),
  ],
);
