import { WATCHED_ABOVE_VIEWED_SECONDS } from '@platform/domain/statistics';
import { and, asc, count, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertWhere } from '../../db/insert-where';
import { lessonSetLessons, lessonSets } from '../../db/schema/courses';
import { lessonStats, userCourseStreams, userDayStatuses } from '../../db/schema/streams';
import { streamIdsOf } from './streams.repository';

export type DayStatusRow = typeof userDayStatuses.$inferSelect;

const uds = userDayStatuses;

export function dayStatusRepository(db: Executor) {
  /** Day statuses of the user's stream: the owner is part of every statement. */
  const ofUserStream = (userId: number, streamId: number) =>
    inArray(uds.streamId, streamIdsOf(db, userId, streamId));

  return {
    ofStream: (userId: number, streamId: number): Promise<DayStatusRow[]> =>
      db.select().from(uds).where(ofUserStream(userId, streamId)).orderBy(asc(uds.id)),

    async find(userId: number, streamId: number, dayId: number): Promise<DayStatusRow | undefined> {
      const [row] = await db
        .select()
        .from(uds)
        .where(and(ofUserStream(userId, streamId), eq(uds.dayId, dayId)));
      return row;
    },

    /** One row per stream and day: starting again answers the row as first started. Nothing
     * when the stream is not the user's. */
    async start(
      userId: number,
      streamId: number,
      dayId: number,
      now: Date,
    ): Promise<DayStatusRow | undefined> {
      const [row] = await insertWhere(
        db,
        uds,
        { streamId, dayId, startedAt: now },
        sql`exists (${streamIdsOf(db, userId, streamId)})`,
        sql`on conflict (${sql.identifier(uds.streamId.name)}, ${sql.identifier(uds.dayId.name)})
          do update set ${sql.identifier(uds.startedAt.name)} = coalesce(${uds.startedAt}, excluded.started_at)`,
      );
      return row;
    },

    /** Finishes a started day of the user's stream; finishing again keeps the first finish
     * time. */
    async finish(
      userId: number,
      streamId: number,
      dayId: number,
      now: Date,
    ): Promise<DayStatusRow | undefined> {
      const [row] = await db
        .update(uds)
        .set({ finishedAt: sql`coalesce(${uds.finishedAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(ofUserStream(userId, streamId), eq(uds.dayId, dayId), isNotNull(uds.startedAt)))
        .returning();
      return row;
    },

    /** A day status of the user's stream with its day's lesson count and its viewed lessons. */
    async progress(userId: number, streamId: number, id: number) {
      const lessonsOfDay = db
        .select({ count: count() })
        .from(lessonSetLessons)
        .innerJoin(lessonSets, eq(lessonSets.id, lessonSetLessons.lessonSetId))
        .where(eq(lessonSets.dayId, uds.dayId));
      const viewedLessons = db
        .select({ count: count() })
        .from(lessonStats)
        // The domain's "watched" (isLessonWatched), as a condition.
        .where(
          and(
            eq(lessonStats.dayStatusId, uds.id),
            gt(lessonStats.viewedSeconds, WATCHED_ABOVE_VIEWED_SECONDS),
          ),
        );
      const [row] = await db
        .select({
          id: uds.id,
          lessonsCount: sql<number>`(${lessonsOfDay})`.mapWith(Number),
          viewedLessonsCount: sql<number>`(${viewedLessons})`.mapWith(Number),
        })
        .from(uds)
        .innerJoin(userCourseStreams, eq(userCourseStreams.id, uds.streamId))
        .where(
          and(eq(uds.id, id), eq(uds.streamId, streamId), eq(userCourseStreams.userId, userId)),
        );
      return row;
    },
  };
}
