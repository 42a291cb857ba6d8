import { FREEZE_STATUS } from '@platform/domain/stream-status';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  max,
  min,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { insertWhere } from '../../db/insert-where';
import { brands } from '../../db/schema/brands';
import { chats } from '../../db/schema/chats';
import { courses, stageDays, stages } from '../../db/schema/courses';
import {
  userCourseStreamFreezes,
  userCourseStreams,
  userDayStatuses,
} from '../../db/schema/streams';
import { paymentSubscriptionCourses, paymentSubscriptions } from '../../db/schema/subscriptions';
import { users } from '../../db/schema/users';
import { courseSelection } from '../courses/courses.repository';

const s = userCourseStreams;
const ps = paymentSubscriptions;

/** The user's stream of that id: every statement on a stream carries its owner. */
const streamOf = (userId: number, streamId: number) =>
  and(eq(s.id, streamId), eq(s.userId, userId));

/** The ids of the user's streams (or of that one stream of theirs), as a subquery of the
 * statement that needs them. */
export const streamIdsOf = (db: Executor, userId: number, streamId?: number) =>
  db
    .select({ id: s.id })
    .from(s)
    .where(streamId === undefined ? eq(s.userId, userId) : streamOf(userId, streamId));

/** The moment a stream's status is read at: a parameter of the prepared statements below. */
const now = sql.placeholder('now');

/** Active: renewing, or cancelled but paid up to its end, and not past that end (a lifetime one
 * has none). */
const isActiveNow = sql`${ps.status} in ('active', 'canceled') and (${ps.isLifetime} or ${ps.endDate} is null or ${ps.endDate} > ${now}::timestamptz)`;

/** What the brand's configuration is made of (brandConfigOf). */
type DemoBrand = Pick<
  typeof brands.$inferSelect,
  'config' | 'externalConfig' | 'externalConfigVersion'
>;

const f = userCourseStreamFreezes;
export type FreezeRow = typeof f.$inferSelect;
type FreezeJson = Omit<FreezeRow, 'startDate' | 'endDate' | 'createdAt' | 'updatedAt'> &
  Record<'startDate' | 'endDate' | 'createdAt' | 'updatedAt', number>;
/** Milliseconds since the epoch, the unit JSON carries a timestamp in without a parser. */
const epochMs = (column: AnyPgColumn) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** The stream's freezes that are not canceled, the latest start first, as one JSON array. */
const freezesOfStream = sql<FreezeJson[]>`(select coalesce(json_agg(json_build_object(
    'id', ${f.id}, 'streamId', ${f.streamId}, 'status', ${f.status},
    'startDate', ${epochMs(f.startDate)}, 'endDate', ${epochMs(f.endDate)},
    'createdAt', ${epochMs(f.createdAt)}, 'updatedAt', ${epochMs(f.updatedAt)}
  ) order by ${f.startDate} desc, ${f.id} desc), '[]')
  from ${f} where ${f.streamId} = ${s.id} and ${f.status} <> ${FREEZE_STATUS.canceled})`.mapWith(
  (rows: FreezeJson[]): FreezeRow[] =>
    rows.map((row) => ({
      ...row,
      startDate: new Date(row.startDate),
      endDate: new Date(row.endDate),
      createdAt: new Date(row.createdAt),
      updatedAt: new Date(row.updatedAt),
    })),
);

/** The user's subscriptions covering the stream's course that meet `condition`, reduced to
 * `what`: a correlated subquery of a statement over the streams. */
const covering = <T extends SQL.Aliased | SQL>(db: Executor, what: T, condition: SQL) =>
  db
    .select({ what })
    .from(ps)
    .innerJoin(paymentSubscriptionCourses, eq(paymentSubscriptionCourses.subscriptionId, ps.id))
    .where(
      and(eq(ps.userId, s.userId), eq(paymentSubscriptionCourses.courseId, s.courseId), condition),
    );

/** What a stream's status is derived from (streams.service statusOf): its dates, freezes and
 * the active subscription covering its course. */
const statusInputs = (db: Executor) => ({
  startDate: s.startDate,
  endDate: s.endDate,
  isOptionalPurchase: s.isOptionalPurchase,
  coveringSubscriptionId: sql<number | null>`(${covering(db, min(ps.id), isActiveNow)})`,
  freezes: freezesOfStream,
});

/** What a stream's progress (streamProgress) counts, as correlated subqueries of a statement over
 * the streams: the non-rest days of its course (daysCount) and the ones of them the stream
 * finished (completeDaysCount). The learner's completed courses count by the same ones. */
export const progressCounts = (db: Executor) => ({
  daysCount: db
    .select({ count: count() })
    .from(stageDays)
    .innerJoin(stages, eq(stages.id, stageDays.stageId))
    .where(and(eq(stages.courseId, s.courseId), eq(stageDays.dayOfRest, false))),
  completeDaysCount: db
    .select({ count: count() })
    .from(userDayStatuses)
    .innerJoin(stageDays, eq(stageDays.id, userDayStatuses.dayId))
    .where(
      and(
        eq(userDayStatuses.streamId, s.id),
        isNotNull(userDayStatuses.finishedAt),
        eq(stageDays.dayOfRest, false),
      ),
    ),
});

/**
 * A stream with everything its answers are made of, in one statement: what its status and
 * progress are derived from (the course's non-rest days and the stream's finished ones, the
 * active subscription covering the course and when the last covering one ended), its freezes, its
 * course, and the brand of its learner (which decides whether demo streams are listed). Each
 * derived value is a correlated subquery of its own, so the stream's columns stay qualified
 * inside it.
 */
const selectStreams = (db: Executor) => {
  const { daysCount, completeDaysCount } = progressCounts(db);
  return db
    .select({
      ...getTableColumns(s),
      ...statusInputs(db),
      isDemoExpertMessageEnabled: courses.isDemoExpertMessageEnabled,
      // The switch of the stream's chat (null without one).
      chatExpertMessageEnable: sql<boolean | null>`(${db
        .select({ on: chats.isExpertMessageEnable })
        .from(chats)
        .where(eq(chats.id, s.chatChannelId))})`,
      daysCount: sql<number>`(${daysCount})`.mapWith(Number),
      completeDaysCount: sql<number>`(${completeDaysCount})`.mapWith(Number),
      coverEndedAt: sql<Date | null>`(${covering(
        db,
        max(ps.endDate),
        sql`not (${isActiveNow})`,
      )})`.mapWith(ps.endDate),
      // Its offers are those of the learner's brand.
      course: courseSelection(db, users.brandId),
      // On demo streams only, which the brand may hide: the settings are a few KB of JSON.
      demoBrand: sql<DemoBrand | null>`case when ${s.isDemo} then (${db
        .select({
          settings: sql`json_build_object('config', ${brands.config}, 'externalConfig', ${brands.externalConfig}, 'externalConfigVersion', ${brands.externalConfigVersion})`,
        })
        .from(brands)
        .where(eq(brands.id, users.brandId))}) end`,
    })
    .from(s)
    .innerJoin(courses, eq(courses.id, s.courseId))
    .innerJoin(users, eq(users.id, s.userId));
};

export type StreamRow = Awaited<ReturnType<typeof selectStreams>>[number];

/** Only what course access reads of a stream (course-access.service): its course at the version
 * read, the demo rules' columns and its status inputs. Every content call reads it, so it leaves
 * out the course, brand and progress the stream screens need. */
const selectAccess = (db: Executor) =>
  db
    .select({
      courseId: s.courseId,
      courseVersion: courses.version,
      isDemo: s.isDemo,
      courseFullAccess: s.courseFullAccess,
      ...statusInputs(db),
    })
    .from(s)
    .innerJoin(courses, eq(courses.id, s.courseId));

export type StreamAccessRow = Awaited<ReturnType<typeof selectAccess>>[number];

/** What a purchase of the course changes on the learner's stream. */
export type StreamAccess = Pick<StreamRow, 'isOptionalPurchase' | 'courseFullAccess' | 'endDate'>;

/** The reads of every stream screen, prepared once per database: neither the ORM nor PostgreSQL
 * builds or plans them again for each request. */
function prepareReads(db: Executor) {
  return {
    ofUser: selectStreams(db)
      .where(eq(s.userId, sql.placeholder('userId')))
      .orderBy(asc(s.startDate), asc(s.id))
      .prepare('streams_of_user'),
    one: selectStreams(db)
      .where(and(eq(s.id, sql.placeholder('id')), eq(s.userId, sql.placeholder('userId'))))
      .prepare('stream_of_user'),
    accessOfUser: selectAccess(db)
      .where(eq(s.userId, sql.placeholder('userId')))
      .prepare('stream_access_of_user'),
    accessOfUserCourse: selectAccess(db)
      .where(
        and(eq(s.userId, sql.placeholder('userId')), eq(s.courseId, sql.placeholder('courseId'))),
      )
      .prepare('stream_access_of_user_course'),
  };
}

const preparedReads = new WeakMap<Executor, ReturnType<typeof prepareReads>>();

function readsOf(db: Executor) {
  let reads = preparedReads.get(db);
  if (!reads) {
    reads = prepareReads(db);
    preparedReads.set(db, reads);
  }
  return reads;
}

export function streamsRepository(db: Executor) {
  return {
    async findOwned(userId: number, id: number, at: Date): Promise<StreamRow | undefined> {
      const [row] = await readsOf(db).one.execute({ id, userId, now: at.toISOString() });
      return row;
    },

    /** Every stream of the user, demo ones included, by start. */
    listOwned: (userId: number, at: Date): Promise<StreamRow[]> =>
      readsOf(db).ofUser.execute({ userId, now: at.toISOString() }),

    /** What course access reads of every stream of the user, demo ones included; with a
     * course, of the user's streams on that course only (a content call reads one course). */
    accessOfUser: (userId: number, at: Date, courseId?: number): Promise<StreamAccessRow[]> =>
      courseId === undefined
        ? readsOf(db).accessOfUser.execute({ userId, now: at.toISOString() })
        : readsOf(db).accessOfUserCourse.execute({ userId, courseId, now: at.toISOString() }),

    /** The learners with a stream on the course. */
    async learnersOf(courseId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ userId: s.userId })
        .from(s)
        .where(eq(s.courseId, courseId));
      return rows.map((row) => row.userId);
    },

    /** Freezes of the user's streams among these that are not canceled, the latest start
     * first. */
    freezesOf: (userId: number, streamIds: readonly number[]): Promise<FreezeRow[]> =>
      streamIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(userCourseStreamFreezes)
            .where(
              and(
                inArray(userCourseStreamFreezes.streamId, [...streamIds]),
                inArray(userCourseStreamFreezes.streamId, streamIdsOf(db, userId)),
                ne(userCourseStreamFreezes.status, FREEZE_STATUS.canceled),
              ),
            )
            .orderBy(desc(userCourseStreamFreezes.startDate), desc(userCourseStreamFreezes.id)),

    /** Holds the user's stream row until the transaction ends; false when there is none. */
    async lock(userId: number, streamId: number): Promise<boolean> {
      const rows = await db
        .select({ id: s.id })
        .from(s)
        .where(streamOf(userId, streamId))
        .for('update');
      return rows.length > 0;
    },

    /** False when the user has no such stream. */
    async setFilters(
      userId: number,
      streamId: number,
      filters: Record<string, string>,
    ): Promise<boolean> {
      const rows = await db
        .update(s)
        .set({ filters })
        .where(streamOf(userId, streamId))
        .returning({ id: s.id });
      return rows.length > 0;
    },

    /** Whether the stream is one of the user's (demo ones included). */
    async owns(userId: number, streamId: number): Promise<boolean> {
      const rows = await db.select({ id: s.id }).from(s).where(streamOf(userId, streamId)).limit(1);
      return rows.length > 0;
    },

    async hasAny(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: userCourseStreams.id })
        .from(userCourseStreams)
        .where(eq(userCourseStreams.userId, userId))
        .limit(1);
      return row !== undefined;
    },

    /** A new stream (an enrolment: the checkout, the demo access or the demo data). */
    async create(values: typeof userCourseStreams.$inferInsert): Promise<{ id: number }> {
      const [row] = await db
        .insert(userCourseStreams)
        .values(values)
        .returning({ id: userCourseStreams.id });
      if (!row) throw new Error('the stream was not created');
      return row;
    },

    /** Nothing when the stream is not the user's. */
    async insertFreeze(
      userId: number,
      values: typeof userCourseStreamFreezes.$inferInsert,
    ): Promise<FreezeRow | undefined> {
      const [row] = await insertWhere(
        db,
        userCourseStreamFreezes,
        values,
        sql`exists (${streamIdsOf(db, userId, values.streamId)})`,
      );
      return row;
    },

    /** False when the freeze is not of a stream of the user. */
    async cancelFreeze(userId: number, freezeId: number): Promise<boolean> {
      const rows = await db
        .update(userCourseStreamFreezes)
        .set({ status: FREEZE_STATUS.canceled })
        .where(
          and(
            eq(userCourseStreamFreezes.id, freezeId),
            inArray(userCourseStreamFreezes.streamId, streamIdsOf(db, userId)),
          ),
        )
        .returning({ id: userCourseStreamFreezes.id });
      return rows.length > 0;
    },

    /** What a purchase changes of the user's stream, held until the transaction ends. */
    async lockAccess(userId: number, streamId: number): Promise<StreamAccess | undefined> {
      const [row] = await db
        .select({
          isOptionalPurchase: s.isOptionalPurchase,
          courseFullAccess: s.courseFullAccess,
          endDate: s.endDate,
        })
        .from(s)
        .where(streamOf(userId, streamId))
        .for('update');
      return row;
    },

    /** A purchase opens the stream until `endDate` (no longer waiting for a subscription, a
     * demo with the full course); a refund puts them back. False when the user has no such
     * stream. */
    async setAccess(userId: number, streamId: number, access: StreamAccess): Promise<boolean> {
      const rows = await db
        .update(s)
        .set(access)
        .where(streamOf(userId, streamId))
        .returning({ id: s.id });
      return rows.length > 0;
    },

    /** Moves the end of the user's stream by `ms` (negative to bring it forward), in the
     * database; false when the user has no such stream. */
    async shiftEndDate(userId: number, streamId: number, ms: number): Promise<boolean> {
      const rows = await db
        .update(s)
        .set({ endDate: sql`${s.endDate} + make_interval(secs => ${ms / 1000})` })
        .where(streamOf(userId, streamId))
        .returning({ id: s.id });
      return rows.length > 0;
    },
  };
}

export type StreamsRepository = ReturnType<typeof streamsRepository>;
