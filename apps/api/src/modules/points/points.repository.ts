import { POINTS_SPEND_THRESHOLD } from '@platform/domain/constants/points';
import type { PointsReason } from '@platform/domain/points';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, homeworks, stageDays, stages } from '../../db/schema/courses';
import { userHomeworkStatuses } from '../../db/schema/homework';
import { userScores } from '../../db/schema/points';
import { userCourseStreams } from '../../db/schema/streams';
import { users } from '../../db/schema/users';
import { isUniqueViolation } from '../users/users.repository';

export type PointsRow = typeof userScores.$inferSelect;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * The ledger (user_scores) is only appended to; the balance (users.scores_amount) moves in the
 * same statement as each row. Every statement names the user.
 */
export function pointsRepository(db: Executor) {
  /** Appends an award, once per (user, key), and raises the balance by it, in one statement.
   * `source` selects (amount, subject) of the thing; nothing is given when it is worth 0 or the
   * key was awarded before. Answers the points given. */
  async function award(userId: number, reason: PointsReason, key: string, source: SQL) {
    const result = await db.execute(sql`
      with awarded as (
        insert into ${userScores} (user_id, amount, reason, subject, entry_key)
        select ${userId}::int, source.amount, ${reason}, source.subject, ${key}
        from (${source}) as source
        where source.amount > 0
        on conflict (user_id, entry_key) do nothing
        returning amount
      )
      update ${users} set scores_amount = scores_amount + (select sum(amount) from awarded)
      where id = ${userId} and exists (select 1 from awarded)
      returning scores_amount`);
    return rowsOf(result).length > 0;
  }

  async function hasEntry(userId: number, key: string): Promise<boolean> {
    const [row] = await db
      .select({ id: userScores.id })
      .from(userScores)
      .where(and(eq(userScores.userId, userId), eq(userScores.entryKey, key)));
    return row !== undefined;
  }

  return {
    async balance(userId: number): Promise<number> {
      const [row] = await db
        .select({ amount: users.scoresAmount })
        .from(users)
        .where(eq(users.id, userId));
      return row?.amount ?? 0;
    },

    hasEntry,

    /** The user's entries, newest first. */
    async page(userId: number, limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(userScores)
          .where(eq(userScores.userId, userId))
          .orderBy(desc(userScores.id))
          .limit(limit)
          .offset(offset),
        db.select({ count: count() }).from(userScores).where(eq(userScores.userId, userId)),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    /** An award of a known amount (demo data), once per key. */
    awardAmount: (
      userId: number,
      entry: { reason: PointsReason; key: string; amount: number; subject: string },
    ) =>
      award(
        userId,
        entry.reason,
        entry.key,
        sql`select ${entry.amount}::int as amount, ${entry.subject}::text as subject`,
      ),

    /** A finished day of the user's stream: the day's points, once per stream and day. */
    awardDayFinished: (userId: number, streamId: number, dayId: number, key: string) =>
      award(
        userId,
        'dayFinished',
        key,
        sql`select ${stageDays.scores} as amount, ${courses.title} as subject
          from ${stageDays}
          join ${stages} on ${stages.id} = ${stageDays.stageId}
          join ${userCourseStreams} on ${userCourseStreams.courseId} = ${stages.courseId}
          join ${courses} on ${courses.id} = ${stages.courseId}
          where ${stageDays.id} = ${dayId} and ${userCourseStreams.id} = ${streamId}
            and ${userCourseStreams.userId} = ${userId}`,
      ),

    /** An approved homework of the user: the homework's points, once per homework status. */
    awardHomeworkApproved: (userId: number, statusId: number, key: string) =>
      award(
        userId,
        'homeworkApproved',
        key,
        sql`select ${homeworks.scores} as amount, ${homeworks.title} as subject
          from ${userHomeworkStatuses}
          join ${homeworks} on ${homeworks.id} = ${userHomeworkStatuses.homeworkId}
          join ${userCourseStreams} on ${userCourseStreams.id} = ${userHomeworkStatuses.streamId}
          where ${userHomeworkStatuses.id} = ${statusId} and ${userCourseStreams.userId} = ${userId}`,
      ),

    /**
     * Takes `amount` points off the balance and appends the debit under `key` (a purchase
     * attempt), in one statement: only while the balance reaches the threshold and covers the
     * amount. Concurrent spends queue on the user's row and each re-checks the balance it finds,
     * so it never goes below zero. A retry under the same key takes nothing and answers true: the
     * points were taken once (two at once: the second breaks the ledger's unique key, which
     * undoes its update too). False when the balance did not allow it.
     */
    async spend(
      userId: number,
      amount: number,
      entry: { reason: PointsReason; subject: string; key: string },
    ): Promise<boolean> {
      try {
        const result = await db.execute(sql`
          with spent as (
            update ${users} set scores_amount = scores_amount - ${amount}::int
            where id = ${userId} and scores_amount >= ${amount}::int
              and scores_amount >= ${POINTS_SPEND_THRESHOLD}
              and not exists (
                select 1 from ${userScores}
                where ${userScores.userId} = ${userId} and ${userScores.entryKey} = ${entry.key}
              )
            returning id
          )
          insert into ${userScores} (user_id, amount, reason, subject, entry_key)
          select id, ${-amount}::int, ${entry.reason}, ${entry.subject}, ${entry.key}
          from spent
          returning id`);
        return rowsOf(result).length > 0 || (await hasEntry(userId, entry.key));
      } catch (error) {
        // Two retries of one attempt at once: the second's row breaks the unique key.
        if (isUniqueViolation(error)) return true;
        throw error;
      }
    },

    /** Gives back what the spend under `key` took (its order was not paid), once. */
    async giveBack(
      userId: number,
      key: string,
      subject: string,
      reason: PointsReason = 'extensionReturned',
    ): Promise<void> {
      await award(
        userId,
        reason,
        `return:${key}`,
        sql`select -${userScores.amount} as amount, ${subject}::text as subject
          from ${userScores}
          where ${userScores.userId} = ${userId} and ${userScores.entryKey} = ${key}
            and ${userScores.amount} < 0`,
      );
    },
  };
}
