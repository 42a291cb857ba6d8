import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lte, max, sql } from 'drizzle-orm';
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

    /** Who the reminders of these learners go to, with their schedules: a deleted account or
     * one without a schedule is left out. */
    recipients(userIds: number[]) {
      return db
        .select({
          id: users.id,
          email: users.email,
          timezone: users.timezone,
          languageCode: users.languageCode,
          disableNotification: users.disableNotification,
          repeatDays: reminderSchedules.repeatDays,
        })
        .from(users)
        .innerJoin(reminderSchedules, eq(reminderSchedules.userId, users.id))
        .where(and(inArray(users.id, userIds), isNull(users.deletedAt)));
    },

    /** Start instants (ms) of the quarter hours with study since a moment. */
    async studyTimes(userId: number, since: Date): Promise<number[]> {
      const rows = await studyQuarters(userId, since);
      return rows.map((row) => row.quarter * 900_000);
    },

    /** Each learner's last study (a finished day or a watched lesson) at or after a moment;
     * a learner who has not studied since is missing. */
    async lastStudies(userIds: number[], since: Date): Promise<Map<number, number>> {
      const days = db
        .select({ userId: userCourseStreams.userId, at: max(userDayStatuses.finishedAt) })
        .from(userDayStatuses)
        .innerJoin(userCourseStreams, eq(userCourseStreams.id, userDayStatuses.streamId))
        .where(
          and(
            inArray(userCourseStreams.userId, userIds),
            isNotNull(userDayStatuses.finishedAt),
            gte(userDayStatuses.finishedAt, since),
          ),
        )
        .groupBy(userCourseStreams.userId);
      const lessons = db
        .select({ userId: userCourseStreams.userId, at: max(lessonStats.updatedAt) })
        .from(lessonStats)
        .innerJoin(userCourseStreams, eq(userCourseStreams.id, lessonStats.streamId))
        .where(
          and(
            inArray(userCourseStreams.userId, userIds),
            gt(lessonStats.viewedSeconds, 0),
            gte(lessonStats.updatedAt, since),
          ),
        )
        .groupBy(userCourseStreams.userId);
      const last = new Map<number, number>();
      for (const row of await days.unionAll(lessons))
        if (row.at) last.set(row.userId, Math.max(last.get(row.userId) ?? 0, row.at.getTime()));
      return last;
    },

    /** The learners' streams running at some moment between two instants, with their course. */
    runningStreams(userIds: number[], from: Date, to: Date) {
      return db
        .select({
          id: userCourseStreams.id,
          userId: userCourseStreams.userId,
          courseTitle: courses.title,
          startDate: userCourseStreams.startDate,
          endDate: userCourseStreams.endDate,
        })
        .from(userCourseStreams)
        .innerJoin(courses, eq(courses.id, userCourseStreams.courseId))
        .where(
          and(
            inArray(userCourseStreams.userId, userIds),
            lte(userCourseStreams.startDate, to),
            gte(userCourseStreams.endDate, from),
          ),
        )
        .orderBy(asc(userCourseStreams.id));
    },

    /** Takes the streams' reminders of their local dates; answers the streams taken, not those
     * whose reminder of that date was already taken (another time of the day, or another
     * instance at the same moment). */
    async claimDeliveries(
      claims: { streamId: number; localDate: string; channel: 'push' | 'mail'; sentAt: Date }[],
    ): Promise<Set<number>> {
      if (claims.length === 0) return new Set();
      const rows = await db
        .insert(reminderDeliveries)
        .values(claims)
        .onConflictDoNothing()
        .returning({ streamId: reminderDeliveries.streamId });
      return new Set(rows.map((row) => row.streamId));
    },

    /** Records how taken reminders went out after all: by e-mail, or not at all. */
    async setDeliveryChannels(
      changes: { streamId: number; localDate: string; channel: 'mail' | 'none' }[],
    ) {
      if (changes.length === 0) return;
      await db.execute(sql`
        update ${reminderDeliveries} set channel = change.channel
        from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb)
          as change("streamId" integer, "localDate" text, channel text)
        where ${reminderDeliveries.streamId} = change."streamId"
          and ${reminderDeliveries.localDate} = change."localDate"`);
    },

    /** Gives taken reminders back when sending failed, so that a later run may send them. */
    async releaseDeliveries(keys: { streamId: number; localDate: string }[]) {
      if (keys.length === 0) return;
      await db.execute(sql`
        delete from ${reminderDeliveries}
        using jsonb_to_recordset(${JSON.stringify(keys)}::jsonb)
          as released("streamId" integer, "localDate" text)
        where ${reminderDeliveries.streamId} = released."streamId"
          and ${reminderDeliveries.localDate} = released."localDate"`);
    },
  };
}
