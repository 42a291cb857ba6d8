import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { chats } from './chats';
import { createdAt } from './columns';

/** The last event number of each chat. Bumping it (an upsert) locks the row until the writing
 * transaction ends, so concurrent writers of one chat take consecutive numbers, and a rolled back
 * write gives its number back: the sequence has no gaps. */
export const chatEventHeads = pgTable('chat_event_heads', {
  chatId: integer('chat_id')
    .primaryKey()
    .references(() => chats.id, { onDelete: 'cascade' }),
  lastSeq: integer('last_seq').notNull(),
});

/** What happened in a chat, numbered 1, 2, 3… per chat: a client that reconnects asks for the
 * events after the last number it saw. `payload` names what changed (a message id, the viewed
 * mark's reach); the message itself is read again when the event is delivered. */
export const chatEvents = pgTable(
  'chat_events',
  {
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.seq] })],
);
