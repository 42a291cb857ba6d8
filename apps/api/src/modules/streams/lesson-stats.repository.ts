import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lessonSetLessons, lessonSets } from '../../db/schema/courses';
import { lessonStats, userCourseStreams, userDayStatuses } from '../../db/schema/streams';

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

export function lessonStatsRepository(db: Executor) {
  return {
    ofStream: (streamId: number): Promise<LessonStatRow[]> =>
      db
        .select()
        .from(lessonStats)
        .where(eq(lessonStats.streamId, streamId))
        .orderBy(asc(lessonStats.id)),

    /** True when every part of the target belongs together and to the user, in one query. */
    async isOwnedTarget(target: StatTarget): Promise<boolean> {
      const [row] = await db
        .select({ id: userDayStatuses.id })
        .from(userDayStatuses)
        .innerJoin(userCourseStreams, eq(userCourseStreams.id, userDayStatuses.streamId))
        .innerJoin(lessonSets, eq(lessonSets.dayId, userDayStatuses.dayId))
        .innerJoin(lessonSetLessons, eq(lessonSetLessons.lessonSetId, lessonSets.id))
        .where(
          and(
            eq(userDayStatuses.id, target.dayStatusId),
            eq(userDayStatuses.streamId, target.streamId),
            eq(userDayStatuses.dayId, target.dayId),
            eq(userCourseStreams.userId, target.userId),
            eq(lessonSetLessons.id, target.lessonSetLessonId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** One row per day status and lesson; a retry or a late, smaller report never lowers the
     * stored figures. */
    async upsert(
      values: {
        streamId: number;
        dayStatusId: number;
        lessonSetLessonId: number;
        viewedSeconds: number;
        playCount: number;
      },
      now: Date,
    ): Promise<LessonStatRow> {
      const [row] = await db
        .insert(lessonStats)
        .values({ ...values, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [lessonStats.dayStatusId, lessonStats.lessonSetLessonId],
          set: {
            viewedSeconds: sql`greatest(${lessonStats.viewedSeconds}, excluded.viewed_seconds)`,
            playCount: sql`greatest(${lessonStats.playCount}, excluded.play_count)`,
            updatedAt: now,
          },
        })
        .returning();
      if (!row) throw new Error('lesson statistic upsert returned nothing');
      return row;
    },
  };
}
