import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns';
import { userCourseStreams } from './streams';
import { users } from './users';

/** A learner's chat with the experts of a stream: one per stream, the stream's chatChannelId.
 * `learnerLastSentAt` is the messageDelay gate: a send moves it forward only if the delay has
 * passed, in the statement that checks it. */
export const chats = pgTable('chats', {
  id: serial('id').primaryKey(),
  streamId: integer('stream_id')
    .notNull()
    .unique()
    .references(() => userCourseStreams.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  /** The picture shown beside the chat (a URL), else none. */
  avatar: text('avatar'),
  /** Staff switch off new messages of a chat with this. */
  isExpertMessageEnable: boolean('is_expert_message_enable').notNull().default(true),
  learnerLastSentAt: instant('learner_last_sent_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A message of a chat, by the learner or by an expert. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isExpert: boolean('is_expert').notNull().default(false),
    message: text('message').notNull().default(''),
    fileIds: integer('file_ids').array().notNull().default([]),
    /** Read by the other side. */
    isViewed: boolean('is_viewed').notNull().default(false),
    /** The learner's rating of an expert's answer, 1 to 5. */
    rating: smallint('rating'),
    /** Client-chosen key of a send, so that a retried send is not stored twice. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('chat_messages_chat_idx').on(t.chatId, t.createdAt, t.id),
    uniqueIndex('chat_messages_idempotency_unique').on(t.chatId, t.authorId, t.idempotencyKey),
  ],
);
