import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { chats } from './chats';
import { createdAt, instant, updatedAt } from './columns';
import { courses, lessonSetLessons, stageDays } from './courses';
import { users } from './users';

/** A learner's enrolment in a course. */
export const userCourseStreams = pgTable(
  'user_course_streams',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
    isOptionalPurchase: boolean('is_optional_purchase').notNull().default(false),
    courseFullAccess: boolean('course_full_access').notNull().default(false),
    // The stream's chat; a deleted chat leaves the stream without one.
    chatChannelId: integer('chat_channel_id').references((): AnyPgColumn => chats.id, {
      onDelete: 'set null',
    }),
    maxConsultationCount: integer('max_consultation_count').notNull().default(0),
    filters: jsonb('filters').$type<Record<string, string>>().notNull().default({}),
    messageExpiresDate: instant('message_expires_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('user_course_streams_user_idx').on(t.userId)],
);

/** Freeze statuses as stored: Created 0, Active 1, Canceled 2. */
export const userCourseStreamFreezes = pgTable(
  'user_course_stream_freezes',
  {
    id: serial('id').primaryKey(),
    streamId: integer('stream_id')
      .notNull()
      .references(() => userCourseStreams.id, { onDelete: 'cascade' }),
    status: integer('status').notNull().default(0),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('user_course_stream_freezes_stream_idx').on(t.streamId)],
);

/** A day of a stream the learner started (and maybe finished). */
export const userDayStatuses = pgTable(
  'user_day_statuses',
  {
    id: serial('id').primaryKey(),
    streamId: integer('stream_id')
      .notNull()
      .references(() => userCourseStreams.id, { onDelete: 'cascade' }),
    dayId: integer('day_id')
      .notNull()
      .references(() => stageDays.id, { onDelete: 'cascade' }),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_day_statuses_stream_day_unique').on(t.streamId, t.dayId)],
);

/** Viewing statistics of one lesson of a started day; saving again updates the same row. */
export const lessonStats = pgTable(
  'lesson_stats',
  {
    id: serial('id').primaryKey(),
    streamId: integer('stream_id')
      .notNull()
      .references(() => userCourseStreams.id, { onDelete: 'cascade' }),
    dayStatusId: integer('day_status_id')
      .notNull()
      .references(() => userDayStatuses.id, { onDelete: 'cascade' }),
    lessonSetLessonId: integer('lesson_set_lesson_id')
      .notNull()
      .references(() => lessonSetLessons.id, { onDelete: 'cascade' }),
    viewedSeconds: integer('viewed_seconds').notNull().default(0),
    playCount: integer('play_count').notNull().default(0),
    /** Where in the video the learner last stopped: where the player resumes, on any device. */
    positionSeconds: integer('position_seconds').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lesson_stats_day_lesson_unique').on(t.dayStatusId, t.lessonSetLessonId),
    index('lesson_stats_stream_idx').on(t.streamId),
  ],
);
