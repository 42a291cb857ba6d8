import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { type HomeworkTargetType, homeworks } from './courses';
import { userCourseStreams } from './streams';
import { users } from './users';

export type HomeworkStatus = 'NOT_UPLOADED' | 'UPLOADED' | 'DONE' | 'FAIL';

/** A learner's homework in a stream: one row per homework, moved through its statuses. */
export const userHomeworkStatuses = pgTable(
  'user_homework_statuses',
  {
    id: serial('id').primaryKey(),
    streamId: integer('stream_id')
      .notNull()
      .references(() => userCourseStreams.id, { onDelete: 'cascade' }),
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    targetType: text('target_type').$type<HomeworkTargetType>().notNull(),
    targetId: integer('target_id').notNull(),
    status: text('status').$type<HomeworkStatus>().notNull().default('NOT_UPLOADED'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_homework_statuses_stream_homework_unique').on(t.streamId, t.homeworkId),
  ],
);

/** The homework dialogue: the learner's submissions and the expert's verdicts. */
export const homeworkMessages = pgTable(
  'homework_messages',
  {
    id: serial('id').primaryKey(),
    statusId: integer('status_id')
      .notNull()
      .references(() => userHomeworkStatuses.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isExpert: boolean('is_expert').notNull().default(false),
    message: text('message').notNull().default(''),
    exercise: text('exercise'),
    fileIds: integer('file_ids').array().notNull().default([]),
    isViewed: boolean('is_viewed').notNull().default(false),
    /** Client-chosen key of a submission, so that a retried upload does not submit twice. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('homework_messages_status_idx').on(t.statusId),
    uniqueIndex('homework_messages_idempotency_unique').on(t.statusId, t.idempotencyKey),
  ],
);
