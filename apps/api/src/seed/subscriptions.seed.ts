import { eq } from 'drizzle-orm';
import { paymentSubscriptionCourses, paymentSubscriptions } from '../db/schema/subscriptions';
import { usersRepository } from '../modules/users/users.repository';
import { demoCourseIds } from './courses.seed';
import { daysFrom, type SeedStep } from './seed-step';

/** The learner whose active subscription covers every demo course. */
const SUBSCRIBER = 'demo@example.com';

/** The subscriber's subscription, unless the subscriber has one (even one ended since). */
export const seedSubscriptions: SeedStep = async ({ db, now }) => {
  const learner = await usersRepository(db).findByEmail(SUBSCRIBER);
  if (!learner) return;
  const [existing] = await db
    .select({ id: paymentSubscriptions.id })
    .from(paymentSubscriptions)
    .where(eq(paymentSubscriptions.userId, learner.id))
    .limit(1);
  if (existing) return;
  const [subscription] = await db
    .insert(paymentSubscriptions)
    .values({
      userId: learner.id,
      title: 'Подписка на все курсы',
      status: 'active',
      courseServiceType: 'main_subscription',
      nextPayAt: daysFrom(now, 25),
    })
    .returning({ id: paymentSubscriptions.id });
  if (!subscription) throw new Error('the demo subscription was not created');
  const courseIds = [...(await demoCourseIds(db)).values()];
  await db
    .insert(paymentSubscriptionCourses)
    .values(courseIds.map((courseId) => ({ subscriptionId: subscription.id, courseId })));
};
