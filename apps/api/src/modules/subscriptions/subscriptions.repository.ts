import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  paymentSubscriptionCourses,
  paymentSubscriptions,
  type SubscriptionStatus,
  subscriptionPlanCourses,
  subscriptionPlans,
} from '../../db/schema/subscriptions';

const ps = paymentSubscriptions;
export type SubscriptionRow = typeof ps.$inferSelect;
export type PlanRow = typeof subscriptionPlans.$inferSelect;

/** A due charge that did not go through. */
interface FailedCharge {
  failedAttempts: number;
  /** Null when the retries are used up: the subscription ends. */
  nextRetryAt: Date | null;
}

export function subscriptionsRepository(db: Executor) {
  return {
    /** Whether the user holds or held any subscription (an ended one counts). */
    async hasAny(userId: number): Promise<boolean> {
      const [row] = await db.select({ id: ps.id }).from(ps).where(eq(ps.userId, userId)).limit(1);
      return row !== undefined;
    },

    /** A subscription and the courses it opens (run inside a transaction). */
    async create(values: typeof ps.$inferInsert, courseIds: number[]): Promise<{ id: number }> {
      const [subscription] = await db.insert(ps).values(values).returning({ id: ps.id });
      if (!subscription) throw new Error('the subscription was not created');
      if (courseIds.length > 0) {
        await db
          .insert(paymentSubscriptionCourses)
          .values(courseIds.map((courseId) => ({ subscriptionId: subscription.id, courseId })));
      }
      return subscription;
    },

    /** The brand's plan of this title, if any (the seed keeps one demo tariff). */
    async planByTitle(brandId: number, title: string): Promise<PlanRow | undefined> {
      const [plan] = await db
        .select()
        .from(subscriptionPlans)
        .where(and(eq(subscriptionPlans.brandId, brandId), eq(subscriptionPlans.title, title)))
        .limit(1);
      return plan;
    },

    async createPlan(
      values: typeof subscriptionPlans.$inferInsert,
      courseIds: number[],
    ): Promise<PlanRow> {
      const [plan] = await db.insert(subscriptionPlans).values(values).returning();
      if (!plan) throw new Error('the plan was not created');
      if (courseIds.length > 0) {
        await db
          .insert(subscriptionPlanCourses)
          .values(courseIds.map((courseId) => ({ planId: plan.id, courseId })));
      }
      return plan;
    },

    /** The brand's plans on sale. */
    plansOf(brandId: number): Promise<PlanRow[]> {
      return db
        .select()
        .from(subscriptionPlans)
        .where(and(eq(subscriptionPlans.brandId, brandId), eq(subscriptionPlans.isActive, true)))
        .orderBy(subscriptionPlans.id);
    },

    async plan(id: number): Promise<{ plan: PlanRow; courseIds: number[] } | undefined> {
      const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
      if (!plan) return undefined;
      const courses = await db
        .select({ courseId: subscriptionPlanCourses.courseId })
        .from(subscriptionPlanCourses)
        .where(eq(subscriptionPlanCourses.planId, id));
      return { plan, courseIds: courses.map((row) => row.courseId) };
    },

    /** The user's subscriptions, newest first. */
    listOf(userId: number): Promise<SubscriptionRow[]> {
      return db.select().from(ps).where(eq(ps.userId, userId)).orderBy(desc(ps.id));
    },

    /** The user's subscription; undefined for someone else's. */
    async findOwned(userId: number, id: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(ps)
        .where(and(eq(ps.id, id), eq(ps.userId, userId)));
      return row;
    },

    /** Stops the renewals of a renewing or past-due subscription; a past-due one ends at once
     * (its paid period is over). Undefined when it is not the user's or cannot be cancelled. */
    async cancel(
      userId: number,
      id: number,
      change: { reasonType: string; reason: string | null; at: Date },
    ): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .update(ps)
        .set({
          status: sql`case when ${ps.status} = 'past_due' then 'ended' else 'canceled' end`,
          recurrentPaymentsEnabled: false,
          nextPayAt: null,
          nextRetryAt: null,
          canceledAt: change.at,
          cancelReasonType: change.reasonType,
          cancelReason: change.reason,
        })
        .where(
          and(
            eq(ps.id, id),
            eq(ps.userId, userId),
            eq(ps.isLifetime, false),
            inArray(ps.status, ['active', 'past_due']),
          ),
        )
        .returning();
      return row;
    },

    async byId(id: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(ps).where(eq(ps.id, id));
      return row;
    },

    /** The subscription, locked until the transaction ends (a hook and a cancel never cross). */
    async lock(id: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(ps).where(eq(ps.id, id)).for('update');
      return row;
    },

    /** A charge of cycle `paidCycles + 1` went through: paid up to `paidThrough`, renewing then. */
    async renewed(row: SubscriptionRow, paidThrough: Date): Promise<SubscriptionRow | undefined> {
      const [updated] = await db
        .update(ps)
        .set({
          status: 'active',
          paidCycles: row.paidCycles + 1,
          nextPayAt: paidThrough,
          endDate: paidThrough,
          failedAttempts: 0,
          nextRetryAt: null,
        })
        .where(and(eq(ps.id, row.id), inArray(ps.status, ['active', 'past_due'])))
        .returning();
      return updated;
    },

    /** A charge failed: past due until the next retry, or ended when there is none. */
    async chargeFailed(id: number, failure: FailedCharge): Promise<SubscriptionRow | undefined> {
      const status: SubscriptionStatus = failure.nextRetryAt ? 'past_due' : 'ended';
      const [updated] = await db
        .update(ps)
        .set({
          status,
          failedAttempts: failure.failedAttempts,
          nextRetryAt: failure.nextRetryAt,
        })
        .where(and(eq(ps.id, id), inArray(ps.status, ['active', 'past_due'])))
        .returning();
      return updated;
    },

    /** Ends the subscription at `at`: a cancelled one whose period is over, or a refunded one
     * (its access goes with the money). */
    async end(id: number, at: Date, statuses: SubscriptionStatus[]): Promise<void> {
      await db
        .update(ps)
        .set({
          status: 'ended',
          endDate: sql`least(coalesce(${ps.endDate}, ${at}::timestamptz), ${at}::timestamptz)`,
          nextPayAt: null,
          nextRetryAt: null,
          recurrentPaymentsEnabled: false,
        })
        .where(and(eq(ps.id, id), inArray(ps.status, statuses)));
    },
  };
}
