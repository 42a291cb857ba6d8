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
import type { Executor } from '../../db/client';
import { insertWhere } from '../../db/insert-where';
import { brands } from '../../db/schema/brands';
import { courses, stageDays, stages } from '../../db/schema/courses';
import {
  userCourseStreamFreezes,
  userCourseStreams,
  userDayStatuses,
} from '../../db/schema/streams';
import { paymentSubscriptionCourses, paymentSubscriptions } from '../../db/schema/subscriptions';

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

/** Active: so marked and not past its end (a lifetime one has none). */
const isActiveAt = (now: Date) =>
  sql`${ps.status} = 'active' and (${ps.isLifetime} or ${ps.endDate} is null or ${ps.endDate} > ${now.toISOString()}::timestamptz)`;

/**
 * A stream with what its status and progress are derived from, read in the same statement:
 * the course's non-rest days and the stream's finished ones, the active subscription covering
 * the course and when the last covering one ended, and the course's demo chat flag. Each is a
 * correlated subquery of its own, so the stream's columns stay qualified inside it.
 */
const selectStreams = (db: Executor, now: Date) => {
  const covering = <T extends SQL.Aliased | SQL>(what: T, condition: SQL) =>
    db
      .select({ what })
      .from(ps)
      .innerJoin(paymentSubscriptionCourses, eq(paymentSubscriptionCourses.subscriptionId, ps.id))
      .where(
        and(
          eq(ps.userId, s.userId),
          eq(paymentSubscriptionCourses.courseId, s.courseId),
          condition,
        ),
      );
  const daysOfCourse = db
    .select({ count: count() })
    .from(stageDays)
    .innerJoin(stages, eq(stages.id, stageDays.stageId))
    .where(and(eq(stages.courseId, s.courseId), eq(stageDays.dayOfRest, false)));
  const finishedDays = db
    .select({ count: count() })
    .from(userDayStatuses)
    .innerJoin(stageDays, eq(stageDays.id, userDayStatuses.dayId))
    .where(
      and(
        eq(userDayStatuses.streamId, s.id),
        isNotNull(userDayStatuses.finishedAt),
        eq(stageDays.dayOfRest, false),
      ),
    );
  return db
    .select({
      ...getTableColumns(s),
      isDemoExpertMessageEnabled: courses.isDemoExpertMessageEnabled,
      daysCount: sql<number>`(${daysOfCourse})`.mapWith(Number),
      completeDaysCount: sql<number>`(${finishedDays})`.mapWith(Number),
      coveringSubscriptionId: sql<number | null>`(${covering(min(ps.id), isActiveAt(now))})`,
      coverEndedAt: sql<Date | null>`(${covering(
        max(ps.endDate),
        sql`not (${isActiveAt(now)})`,
      )})`.mapWith(ps.endDate),
    })
    .from(s)
    .innerJoin(courses, eq(courses.id, s.courseId));
};

export type StreamRow = Awaited<ReturnType<typeof selectStreams>>[number];
export type FreezeRow = typeof userCourseStreamFreezes.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;

export interface ListOptions {
  /** Only these streams. */
  ids?: readonly number[];
  /** Demo streams are listed only when the brand allows demo access. */
  includeDemo: boolean;
}

export function streamsRepository(db: Executor) {
  return {
    async findOwned(userId: number, id: number, now: Date): Promise<StreamRow | undefined> {
      const [row] = await selectStreams(db, now).where(streamOf(userId, id));
      return row;
    },

    listOwned(userId: number, now: Date, options: ListOptions): Promise<StreamRow[]> {
      const conditions: (SQL | undefined)[] = [eq(s.userId, userId)];
      if (options.ids) conditions.push(inArray(s.id, [...options.ids]));
      if (!options.includeDemo) conditions.push(eq(s.isDemo, false));
      return selectStreams(db, now)
        .where(and(...conditions))
        .orderBy(asc(s.startDate), asc(s.id));
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

    async brand(brandId: number): Promise<BrandRow | undefined> {
      const [row] = await db.select().from(brands).where(eq(brands.id, brandId));
      return row;
    },

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
