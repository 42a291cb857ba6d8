import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertWhere } from '../../db/insert-where';
import { homeworks } from '../../db/schema/courses';
import { expertCourses } from '../../db/schema/experts';
import { files } from '../../db/schema/files';
import {
  type HomeworkStatus,
  homeworkMessages,
  userHomeworkStatuses,
} from '../../db/schema/homework';
import { userCourseStreams } from '../../db/schema/streams';
import { users } from '../../db/schema/users';

export type HomeworkRow = typeof homeworks.$inferSelect;
export type StatusRow = typeof userHomeworkStatuses.$inferSelect;
export type MessageRow = typeof homeworkMessages.$inferSelect;
export type NewMessage = typeof homeworkMessages.$inferInsert;
export type FileRow = typeof files.$inferSelect;

/** A status with what its rules and wire shape need: the homework and the stream's demo flags. */
const statusSelection = {
  status: userHomeworkStatuses,
  homework: homeworks,
  stream: {
    userId: userCourseStreams.userId,
    isDemo: userCourseStreams.isDemo,
    courseFullAccess: userCourseStreams.courseFullAccess,
  },
};

const statusJoin = (db: Executor) =>
  db
    .select(statusSelection)
    .from(userHomeworkStatuses)
    .innerJoin(homeworks, eq(homeworks.id, userHomeworkStatuses.homeworkId))
    .innerJoin(userCourseStreams, eq(userCourseStreams.id, userHomeworkStatuses.streamId));

export type StatusWithHomework = Awaited<ReturnType<typeof statusJoin>>[number];

/** What the expert's messages show of their author. */
export interface MessageAuthor {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  isExpert: boolean;
  avatarKey: string | null;
}

export interface MessageWithAuthor {
  message: MessageRow;
  author: MessageAuthor;
}

/** Whose homework a statement may touch: the learner's own; for a reviewer, that of the
 * learners of the reviewer's brand in the courses assigned to the reviewer. */
export type HomeworkScope = { learnerId: number } | ReviewerScope;
export interface ReviewerScope {
  reviewerId: number;
  brandId: number;
}

const ofUser = (userId: number) => eq(userCourseStreams.userId, userId);

/** The streams of the scope, as a condition on userCourseStreams (chats keep to it too). */
export function streamsIn(db: Executor, scope: HomeworkScope): SQL {
  if ('learnerId' in scope) return ofUser(scope.learnerId);
  const assigned = db
    .select({ id: expertCourses.courseId })
    .from(expertCourses)
    .where(eq(expertCourses.expertUserId, scope.reviewerId));
  const ofBrand = db.select({ id: users.id }).from(users).where(eq(users.brandId, scope.brandId));
  return and(
    inArray(userCourseStreams.courseId, assigned),
    inArray(userCourseStreams.userId, ofBrand),
  ) as SQL;
}

/** The id of the status if it is in the scope, as a subquery: writes and the dialogue's reads
 * carry it, so that a status out of the scope is neither read nor changed. */
const statusInScope = (db: Executor, scope: HomeworkScope, statusId: number) =>
  db
    .select({ id: userHomeworkStatuses.id })
    .from(userHomeworkStatuses)
    .innerJoin(userCourseStreams, eq(userCourseStreams.id, userHomeworkStatuses.streamId))
    .where(and(eq(userHomeworkStatuses.id, statusId), streamsIn(db, scope)));
const listOrder = [asc(userHomeworkStatuses.streamId), asc(homeworks.sort), asc(homeworks.id)];
const col = (column: { name: string }) => sql.identifier(column.name);

/** Adds, in one statement, the NOT_UPLOADED rows that are missing for the course homeworks of
 * the streams matching `where`; rows that exist (whatever their status) are left alone. A stage
 * homework targets its stage, a day homework its day. */
async function insertMissingStatuses(db: Executor, where: SQL): Promise<void> {
  const s = userHomeworkStatuses;
  await db.execute(sql`
    insert into ${s} (${col(s.streamId)}, ${col(s.homeworkId)}, ${col(s.targetType)}, ${col(s.targetId)}, ${col(s.status)})
    select ${userCourseStreams.id}, ${homeworks.id}, ${homeworks.targetType},
      case when ${homeworks.targetType} = 'course_stage_homework' then ${homeworks.stageId} else ${homeworks.dayId} end,
      'NOT_UPLOADED'
    from ${homeworks}
    inner join ${userCourseStreams} on ${eq(userCourseStreams.courseId, homeworks.courseId)}
    where ${where}
    on conflict do nothing`);
}

/** The homework status rows of the user's stream, created where missing (the streams module
 * calls it too). */
export function ensureStatuses(db: Executor, userId: number, streamId: number): Promise<void> {
  return insertMissingStatuses(db, and(eq(userCourseStreams.id, streamId), ofUser(userId)) as SQL);
}

export function homeworkRepository(db: Executor) {
  return {
    /** Status rows of all the user's streams, created where missing. */
    ensureStatusesOfUser: (userId: number) => insertMissingStatuses(db, ofUser(userId)),

    async ownsStream(userId: number, streamId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: userCourseStreams.id })
        .from(userCourseStreams)
        .where(and(eq(userCourseStreams.id, streamId), ofUser(userId)));
      return row !== undefined;
    },

    listOfStream: (userId: number, streamId: number) =>
      statusJoin(db)
        .where(and(eq(userHomeworkStatuses.streamId, streamId), ofUser(userId)))
        .orderBy(...listOrder),

    listOfUser: (userId: number) =>
      statusJoin(db)
        .where(ofUser(userId))
        .orderBy(...listOrder),

    /** A status of the user's stream; someone else's, or one of another stream, is not found. */
    async findOwned(
      userId: number,
      streamId: number,
      statusId: number,
    ): Promise<StatusWithHomework | undefined> {
      const [row] = await statusJoin(db).where(
        and(
          eq(userHomeworkStatuses.id, statusId),
          eq(userHomeworkStatuses.streamId, streamId),
          ofUser(userId),
        ),
      );
      return row;
    },

    /** A status in the reviewer's scope. */
    async findInScope(
      scope: ReviewerScope,
      statusId: number,
    ): Promise<StatusWithHomework | undefined> {
      const [row] = await statusJoin(db).where(
        and(eq(userHomeworkStatuses.id, statusId), streamsIn(db, scope)),
      );
      return row;
    },

    /** One page of the reviewer's statuses in a status, the longest waiting first. */
    async pageInScope(
      scope: ReviewerScope,
      status: HomeworkStatus,
      { limit, offset }: { limit: number; offset: number },
    ) {
      const where = and(eq(userHomeworkStatuses.status, status), streamsIn(db, scope));
      const [rows, [total]] = await Promise.all([
        statusJoin(db)
          .where(where)
          .orderBy(asc(userHomeworkStatuses.updatedAt), asc(userHomeworkStatuses.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ value: count() })
          .from(userHomeworkStatuses)
          .innerJoin(userCourseStreams, eq(userCourseStreams.id, userHomeworkStatuses.streamId))
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Moves a status of the scope only if it is still in one of `from`: a concurrent change
     * wins. */
    async moveStatus(
      scope: HomeworkScope,
      statusId: number,
      from: readonly HomeworkStatus[],
      to: HomeworkStatus,
      now: Date,
    ): Promise<StatusRow | undefined> {
      const [row] = await db
        .update(userHomeworkStatuses)
        .set({ status: to, updatedAt: now })
        .where(
          and(
            inArray(userHomeworkStatuses.id, statusInScope(db, scope, statusId)),
            inArray(userHomeworkStatuses.status, from),
          ),
        )
        .returning();
      return row;
    },

    /** Adds a message to a status of the scope. Nothing (undefined) when the status is out of
     * the scope or a message with the same idempotency key is already stored. */
    async insertMessage(scope: HomeworkScope, values: NewMessage): Promise<MessageRow | undefined> {
      const m = homeworkMessages;
      const [row] = await insertWhere(
        db,
        m,
        values,
        sql`exists (${statusInScope(db, scope, values.statusId)})`,
        sql`on conflict (${col(m.statusId)}, ${col(m.idempotencyKey)}) do nothing`,
      );
      return row;
    },

    async findByIdempotencyKey(
      userId: number,
      statusId: number,
      key: string,
    ): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(homeworkMessages)
        .where(
          and(
            inArray(homeworkMessages.statusId, statusInScope(db, { learnerId: userId }, statusId)),
            eq(homeworkMessages.idempotencyKey, key),
          ),
        );
      return row;
    },

    /** The learner read the expert's answers of their status. */
    async markExpertMessagesViewed(userId: number, statusId: number): Promise<void> {
      await db
        .update(homeworkMessages)
        // Being read does not edit the message: its updated_at stays.
        .set({ isViewed: true, updatedAt: sql`${homeworkMessages.updatedAt}` })
        .where(
          and(
            inArray(homeworkMessages.statusId, statusInScope(db, { learnerId: userId }, statusId)),
            eq(homeworkMessages.isExpert, true),
            eq(homeworkMessages.isViewed, false),
          ),
        );
    },

    /** The dialogue of a status of the scope, oldest first. */
    messagesOf: (scope: HomeworkScope, statusId: number): Promise<MessageWithAuthor[]> =>
      db
        .select({
          message: homeworkMessages,
          author: {
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            isExpert: users.isExpert,
            avatarKey: files.storageKey,
          },
        })
        .from(homeworkMessages)
        .innerJoin(users, eq(users.id, homeworkMessages.authorId))
        .leftJoin(files, eq(files.id, users.avatarFileId))
        .where(inArray(homeworkMessages.statusId, statusInScope(db, scope, statusId)))
        .orderBy(asc(homeworkMessages.createdAt), asc(homeworkMessages.id)),

    /** Every file attached anywhere in the dialogue of a status of the scope, in one query. */
    filesOf: (scope: HomeworkScope, statusId: number): Promise<FileRow[]> =>
      db
        .select()
        .from(files)
        .where(
          inArray(
            files.id,
            db
              .select({ id: sql<number>`unnest(${homeworkMessages.fileIds})` })
              .from(homeworkMessages)
              .where(inArray(homeworkMessages.statusId, statusInScope(db, scope, statusId))),
          ),
        ),

    /** Those of the ids that are the user's own uploads. */
    ownFiles: (userId: number, ids: readonly number[]): Promise<FileRow[]> =>
      db
        .select()
        .from(files)
        .where(and(inArray(files.id, [...ids]), eq(files.userId, userId))),
  };
}
