import { HOMEWORK_ACCEPTED_STATUS } from '@platform/domain/homework';
import { WATCHED_ABOVE_VIEWED_SECONDS } from '@platform/domain/statistics';
import { and, countDistinct, eq, gt, inArray, type SQL, sql, sum } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { lessonSetLessons } from '../../db/schema/courses';
import { userHomeworkStatuses } from '../../db/schema/homework';
import { lessonStats, userCourseStreams } from '../../db/schema/streams';
import { progressCounts, streamIdsOf } from '../streams/streams.repository';

/** What the learning stats of the user's profile are made of, read from their learning. */
export interface LearningFigures {
  /** Lessons watched (isLessonWatched), each lesson once whatever day or stream it was in. */
  viewedLessons: number;
  /** The viewed seconds of every lesson statistic of the learner. */
  viewedSeconds: number;
  /** Homework accepted by the expert (HOMEWORK_ACCEPTED_STATUS), each homework once. */
  completedTasks: number;
  /** Courses with a complete stream, each course once: every day its progress counts is
   * finished (not a progress that rounds to 100: 199 of 200 days do), and there is such a day. */
  completedCourses: number;
}
export type LearningFigure = keyof LearningFigures;

export function learningStatsRepository(db: Executor) {
  /** Each figure as a scalar subquery scoped by the learner: only the asked ones are computed. */
  const figureOf = (userId: number): Record<LearningFigure, () => SQL> => {
    const ofUserStreams = (streamId: AnyPgColumn) => inArray(streamId, streamIdsOf(db, userId));
    return {
      viewedLessons: () =>
        sql`(${db
          .select({ count: countDistinct(lessonSetLessons.lessonId) })
          .from(lessonStats)
          .innerJoin(lessonSetLessons, eq(lessonSetLessons.id, lessonStats.lessonSetLessonId))
          .where(
            and(
              ofUserStreams(lessonStats.streamId),
              // The domain's "watched" (isLessonWatched), as a condition.
              gt(lessonStats.viewedSeconds, WATCHED_ABOVE_VIEWED_SECONDS),
            ),
          )})`,
      viewedSeconds: () =>
        sql`coalesce((${db
          .select({ total: sum(lessonStats.viewedSeconds) })
          .from(lessonStats)
          .where(ofUserStreams(lessonStats.streamId))}), 0)`,
      completedTasks: () =>
        sql`(${db
          .select({ count: countDistinct(userHomeworkStatuses.homeworkId) })
          .from(userHomeworkStatuses)
          .where(
            and(
              ofUserStreams(userHomeworkStatuses.streamId),
              eq(userHomeworkStatuses.status, HOMEWORK_ACCEPTED_STATUS),
            ),
          )})`,
      completedCourses: () => {
        // The counts of the streams list's progress (see completedCourses above).
        const { daysCount, completeDaysCount } = progressCounts(db);
        return sql`(${db
          .select({ count: countDistinct(userCourseStreams.courseId) })
          .from(userCourseStreams)
          .where(
            and(
              eq(userCourseStreams.userId, userId),
              sql`(${daysCount}) > 0`,
              sql`(${completeDaysCount}) >= (${daysCount})`,
            ),
          )})`;
      },
    };
  };

  return {
    /** The asked figures of the user's learning in one statement of scalar subqueries; nothing
     * is read when none is asked. */
    async figuresOf(
      userId: number,
      asked: readonly LearningFigure[],
    ): Promise<Partial<LearningFigures>> {
      if (asked.length === 0) return {};
      const figures = figureOf(userId);
      const selection = Object.fromEntries(
        [...new Set(asked)].map((name) => [name, figures[name]().mapWith(Number)]),
      );
      // One row to hang the subqueries on: PostgreSQL needs no FROM, Drizzle asks for one.
      const [row] = await db.select(selection).from(sql`(values (1)) as one`);
      return row ?? {};
    },
  };
}
