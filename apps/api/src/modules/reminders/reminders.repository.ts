import { and, eq, gt, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses } from '../../db/schema/courses';
import { reminderDeliveries, reminderSchedules } from '../../db/schema/reminders';
import { lessonStats, userCourseStreams, userDayStatuses } from '../../db/schema/streams';
import { users } from '../../db/schema/users';

/** The learner's schedule, the facts a reminder depends on, and the delivery log. */
export function remindersRepository(db: Executor) {
  /** The instants of the learner's study since a moment (finished days and watched lessons),
   * each cut to its quarter hour: every time zone's offset is whole quarters, so the local date
   * of a quarter's start is that of every instant in it, and a busy day is a few rows. */
  const studyQuarters = (userId: number, since: Date) => {
    const quarter = (column: typeof userDayStatuses.finishedAt | typeof lessonStats.updatedAt) =>
      sql<number>`floor(extract(epoch from ${column}) / 900)::bigint`.mapWith(Number);
    const days = db
      .selectDistinct({ quarter: quarter(userDayStatuses.finishedAt) })
      .from(userDayStatuses)
      .innerJoin(userCourseStreams, eq(userCourseStreams.id, userDayStatuses.streamId))
      .where(
        and(
          eq(userCourseStreams.userId, userId),
          isNotNull(userDayStatuses.finishedAt),
          gte(userDayStatuses.finishedAt, since),
        ),
      );
    const lessons = db
      .selectDistinct({ quarter: quarter(lessonStats.updatedAt) })
      .from(lessonStats)
      .innerJoin(userCourseStreams, eq(userCourseStreams.id, lessonStats.streamId))
      .where(
        and(
          eq(userCourseStreams.userId, userId),
          gt(lessonStats.viewedSeconds, 0),
          gte(lessonStats.updatedAt, since),
        ),
      );
    return days.union(lessons);
  };

  return {
    async findSchedule(userId: number) {
      const [row] = await db
        .select({ repeatDays: reminderSchedules.repeatDays })
        .from(reminderSchedules)
        .where(eq(reminderSchedules.userId, userId));
      return row?.repeatDays;
    },

    async saveSchedule(userId: number, repeatDays: Record<string, string[]>) {
      await db
        .insert(reminderSchedules)
        .values({ userId, repeatDays })
        .onConflictDoUpdate({ target: reminderSchedules.userId, set: { repeatDays } });
    },

    /** Who a reminder goes to; undefined for a deleted account. */
    async recipient(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          timezone: users.timezone,
          languageCode: users.languageCode,
          disableNotification: users.disableNotification,
        })
        .from(users)
        .where(and(eq(users.id, userId), sql`${users.deletedAt} is null`));
      return row;
    },

    /** Start instants (ms) of the quarter hours with study since a moment. */
    async studyTimes(userId: number, since: Date): Promise<number[]> {
      const rows = await studyQuarters(userId, since);
      return rows.map((row) => row.quarter * 900_000);
    },

    /** Whether the learner studied at or after a moment. */
    async studiedSince(userId: number, since: Date): Promise<boolean> {
      const rows = await studyQuarters(userId, since).limit(1);
      return rows.length > 0;
    },

    /** Streams running at a moment, with their course. */
    runningStreams(userId: number, at: Date) {
      return db
        .select({ id: userCourseStreams.id, courseTitle: courses.title })
        .from(userCourseStreams)
        .innerJoin(courses, eq(courses.id, userCourseStreams.courseId))
        .where(
          and(
            eq(userCourseStreams.userId, userId),
            lte(userCourseStreams.startDate, at),
            gte(userCourseStreams.endDate, at),
          ),
        )
        .orderBy(userCourseStreams.id);
    },

    /** Takes the stream's reminder of a local date; false when one was already taken (another
     * time of the day, or another instance at the same moment). */
    async claimDelivery(
      streamId: number,
      localDate: string,
      channel: 'push' | 'mail',
      at: Date,
    ): Promise<boolean> {
      const rows = await db
        .insert(reminderDeliveries)
        .values({ streamId, localDate, channel, sentAt: at })
        .onConflictDoNothing()
        .returning({ streamId: reminderDeliveries.streamId });
      return rows.length > 0;
    },

    async setDeliveryChannel(streamId: number, localDate: string, channel: 'mail' | 'none') {
      await db
        .update(reminderDeliveries)
        .set({ channel })
        .where(
          and(
            eq(reminderDeliveries.streamId, streamId),
            eq(reminderDeliveries.localDate, localDate),
          ),
        );
    },

    /** Gives a claimed reminder back when sending failed, so that the retry sends it. */
    async releaseDelivery(streamId: number, localDate: string) {
      await db
        .delete(reminderDeliveries)
        .where(
          and(
            eq(reminderDeliveries.streamId, streamId),
            eq(reminderDeliveries.localDate, localDate),
          ),
        );
    },
  };
}
