import { subscriptionsRepository } from '../modules/subscriptions/subscriptions.repository';
import { usersRepository } from '../modules/users/users.repository';
import { demoCourseIds } from './courses.seed';
import { daysFrom, type SeedStep } from './seed-step';

/** The learner whose active subscription covers every demo course. */
const SUBSCRIBER = 'demo@example.com';

/** The subscriber's subscription, unless the subscriber has one (even one ended since). */
export const seedSubscriptions: SeedStep = async ({ db, now }) => {
  const learner = await usersRepository(db).findByEmail(SUBSCRIBER);
  const subscriptions = subscriptionsRepository(db);
  if (!learner || (await subscriptions.hasAny(learner.id))) return;
  await subscriptions.create(
    {
      userId: learner.id,
      title: 'Подписка на все курсы',
      status: 'active',
      courseServiceType: 'main_subscription',
      nextPayAt: daysFrom(now, 25),
    },
    [...(await demoCourseIds(db)).values()],
  );
};
