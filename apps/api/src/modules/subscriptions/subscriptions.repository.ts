import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentSubscriptionCourses, paymentSubscriptions } from '../../db/schema/subscriptions';

export function subscriptionsRepository(db: Executor) {
  return {
    /** Whether the user holds or held any subscription (an ended one counts). */
    async hasAny(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: paymentSubscriptions.id })
        .from(paymentSubscriptions)
        .where(eq(paymentSubscriptions.userId, userId))
        .limit(1);
      return row !== undefined;
    },

    /** A subscription and the courses it opens (run inside a transaction). */
    async create(
      values: typeof paymentSubscriptions.$inferInsert,
      courseIds: number[],
    ): Promise<{ id: number }> {
      const [subscription] = await db
        .insert(paymentSubscriptions)
        .values(values)
        .returning({ id: paymentSubscriptions.id });
      if (!subscription) throw new Error('the subscription was not created');
      if (courseIds.length > 0) {
        await db
          .insert(paymentSubscriptionCourses)
          .values(courseIds.map((courseId) => ({ subscriptionId: subscription.id, courseId })));
      }
      return subscription;
    },
  };
}
