import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertWhere } from '../../db/insert-where';
import { lessonSetLessons, lessonSets } from '../../db/schema/courses';
import { lessonStats, userDayStatuses } from '../../db/schema/streams';
import { streamIdsOf } from './streams.repository';

export type LessonStatRow = typeof lessonStats.$inferSelect;

/** Where a statistic is saved: a day status of the user's stream, of that day, and a lesson
 * placed in that day. */
export interface StatTarget {
  userId: number;
  streamId: number;
  dayId: number;
  dayStatusId: number;
  lessonSetLessonId: number;
}

/** What a save reports: the lesson's totals and, when the client tells it, where it stopped. */
interface StatFigures {
  viewedSeconds: number;
  playCount: number;
  positionSeconds?: number | undefined;
}

const column = (of: { name: string }) => sql.identifier(of.name);

export function lessonStatsRepository(db: Executor) {
  /** True when every part of the target belongs together and to the user. */
  const isOwnedTarget = (target: StatTarget) =>
    sql`exists (${db
      .select({ id: userDayStatuses.id })
      .from(userDayStatuses)
      .innerJoin(lessonSets, eq(lessonSets.dayId, userDayStatuses.dayId))
      .innerJoin(lessonSetLessons, eq(lessonSetLessons.lessonSetId, lessonSets.id))
      .where(
        and(
          eq(userDayStatuses.id, target.dayStatusId),
          eq(userDayStatuses.dayId, target.dayId),
          inArray(userDayStatuses.streamId, streamIdsOf(db, target.userId, target.streamId)),
          eq(lessonSetLessons.id, target.lessonSetLessonId),
        ),
      )})`;

  return {
    ofStream: (userId: number, streamId: number): Promise<LessonStatRow[]> =>
      db
        .select()
        .from(lessonStats)
        .where(inArray(lessonStats.streamId, streamIdsOf(db, userId, streamId)))
        .orderBy(asc(lessonStats.id)),

    /** One row per day status and lesson, written only when the target is the user's (in the
     * same statement; nothing otherwise); a retry or a late, smaller report never lowers the
     * stored figures. The position is where the learner is now, so the latest one is kept
     * (it goes back when they rewatch); a save without one keeps the stored position. */
    async upsert(
      target: StatTarget,
      { positionSeconds, ...figures }: StatFigures,
      now: Date,
    ): Promise<LessonStatRow | undefined> {
      const s = lessonStats;
      const position =
        positionSeconds === undefined
          ? sql``
          : sql`${column(s.positionSeconds)} = excluded.position_seconds,`;
      const [row] = await insertWhere(
        db,
        s,
        {
          streamId: target.streamId,
          dayStatusId: target.dayStatusId,
          lessonSetLessonId: target.lessonSetLessonId,
          ...figures,
          positionSeconds: positionSeconds ?? 0,
          createdAt: now,
          updatedAt: now,
        },
        isOwnedTarget(target),
        sql`on conflict (${column(s.dayStatusId)}, ${column(s.lessonSetLessonId)}) do update set
          ${column(s.viewedSeconds)} = greatest(${s.viewedSeconds}, excluded.viewed_seconds),
          ${column(s.playCount)} = greatest(${s.playCount}, excluded.play_count),
          ${position}
          ${column(s.updatedAt)} = excluded.updated_at`,
      );
      return row;
    },
  };
}
