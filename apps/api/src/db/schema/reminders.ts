import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns';
import { userCourseStreams } from './streams';
import { sessions, users } from './users';

/** A learner's reminder schedule: ISO weekday → local times 'HH:MM' (packages/domain reminders). */
export const reminderSchedules = pgTable('reminder_schedules', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  repeatDays: jsonb('repeat_days').$type<Record<string, string[]>>().notNull(),
  updatedAt: updatedAt(),
});

/** One reminder sent for a stream on a learner's local date: at most one a day per stream, and
 * the row is taken before sending, so two instances never send the same one. */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    streamId: integer('stream_id')
      .notNull()
      .references(() => userCourseStreams.id, { onDelete: 'cascade' }),
    localDate: text('local_date').notNull(),
    /** push, mail, or none (no device and no e-mail). */
    channel: text('channel').$type<'push' | 'mail' | 'none'>().notNull(),
    sentAt: instant('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.streamId, t.localDate] })],
);

/** A browser's Web Push subscription, registered under the signed-in learner and session (the
 * push "external user id"): the same browser signed in by someone else moves to them, and once
 * the session ends (sign-out here or elsewhere, expiry) nothing is pushed to it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** The server's VAPID key pair, made on first start and kept (one row, id 1): every instance
 * signs with it, and browsers' subscriptions stay valid across restarts. */
export const pushVapidKeys = pgTable('push_vapid_keys', {
  id: smallint('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});
