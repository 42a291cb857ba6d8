import { and, asc, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lessonSetLessons, lessonSets } from '../../db/schema/courses';
import { lessonStats, userCourseStreams, userDayStatuses } from '../../db/schema/streams';

export type DayStatusRow = typeof userDayStatuses.$inferSelect;

const uds = userDayStatuses;

export function dayStatusRepository(db: Executor) {
  return {
    ofStream: (streamId: number): Promise<DayStatusRow[]> =>
      db.select().from(uds).where(eq(uds.streamId, streamId)).orderBy(asc(uds.id)),

    async find(streamId: number, dayId: number): Promise<DayStatusRow | undefined> {
      const [row] = await db
        .select()
        .from(uds)
        .where(and(eq(uds.streamId, streamId), eq(uds.dayId, dayId)));
      return row;
    },

    /** One row per stream and day: starting again answers the row as first started. */
    async start(streamId: number, dayId: number, now: Date): Promise<DayStatusRow> {
      const [row] = await db
        .insert(uds)
        .values({ streamId, dayId, startedAt: now })
        .onConflictDoUpdate({
          target: [uds.streamId, uds.dayId],
          set: { startedAt: sql`coalesce(${uds.startedAt}, excluded.started_at)` },
        })
        .returning();
      if (!row) throw new Error('day status upsert returned nothing');
      return row;
    },

    /** Finishes a started day; finishing again keeps the first finish time. */
    async finish(streamId: number, dayId: number, now: Date): Promise<DayStatusRow | undefined> {
      const [row] = await db
        .update(uds)
        .set({ finishedAt: sql`coalesce(${uds.finishedAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(uds.streamId, streamId), eq(uds.dayId, dayId), isNotNull(uds.startedAt)))
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
        .where(and(eq(lessonStats.dayStatusId, uds.id), gt(lessonStats.viewedSeconds, 0)));
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
