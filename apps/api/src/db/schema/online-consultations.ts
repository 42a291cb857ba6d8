import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns';
import { courses } from './courses';
import { userCourseStreams } from './streams';
import { users } from './users';

/** An expert's availability for video consultations: the time zone the weekly hours and days
 * off are written in (kept apart from the expert's profile time zone, which follows the browser
 * and would move the hours when the expert travels). */
export const expertSchedules = pgTable('expert_schedules', {
  expertUserId: integer('expert_user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** IANA name, e.g. Europe/Moscow. */
  timeZone: text('time_zone').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A weekly interval the expert takes consultations in, in the schedule's time zone: ISO
 * weekday (1 Monday … 7 Sunday) and minutes from local midnight. */
export const expertWeeklyHours = pgTable(
  'expert_weekly_hours',
  {
    id: serial('id').primaryKey(),
    expertUserId: integer('expert_user_id')
      .notNull()
      .references(() => expertSchedules.expertUserId, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [
    index('expert_weekly_hours_expert_idx').on(t.expertUserId),
    check('expert_weekly_hours_weekday', sql`${t.weekday} between 1 and 7`),
    check(
      'expert_weekly_hours_minutes',
      sql`0 <= ${t.startMinute} and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440`,
    ),
  ],
);

/** A whole local day (in the schedule's time zone) the expert takes no consultations. */
export const expertDaysOff = pgTable(
  'expert_days_off',
  {
    expertUserId: integer('expert_user_id')
      .notNull()
      .references(() => expertSchedules.expertUserId, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.expertUserId, t.day] })],
);

/** A course that offers video consultations, and how many each of its streams holds. */
export const courseOnlineConsultations = pgTable(
  'course_online_consultations',
  {
    courseId: integer('course_id')
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    perStream: smallint('per_stream').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [check('course_online_consultations_per_stream', sql`${t.perStream} between 1 and 50`)],
);

/**
 * A video consultation of a learner's stream: the `ordinal`-th of the course's per-stream
 * count, unbooked (no start, no expert) until the learner books it. The unique index on the
 * expert and the start is what makes a slot bookable once, whatever the concurrency: slots lie
 * on a UTC grid of the fixed duration, so two bookings of one expert overlap only when they
 * start together.
 */
export const onlineConsultations = pgTable(
  'online_consultations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    streamId: integer('stream_id')
      .notNull()
      .references(() => userCourseStreams.id, { onDelete: 'cascade' }),
    ordinal: smallint('ordinal').notNull(),
    expertUserId: integer('expert_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    startsAt: instant('starts_at'),
    note: text('note'),
    phone: text('phone'),
    meetingUrl: text('meeting_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('online_consultations_stream_ordinal_unique').on(t.streamId, t.ordinal),
    uniqueIndex('online_consultations_expert_start_unique').on(t.expertUserId, t.startsAt),
    // A learner attends one consultation at a time.
    uniqueIndex('online_consultations_user_start_unique').on(t.userId, t.startsAt),
  ],
);
