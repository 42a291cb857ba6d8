import { ordersRepository } from '../modules/orders/orders.repository';
import { usersRepository } from '../modules/users/users.repository';
import type { SeedStep } from './seed-step';

/** A paid order of the demo learner, unless the learner has an order already. */
export const seedOrders: SeedStep = async ({ db }) => {
  const learner = await usersRepository(db).findByEmail('demo@example.com');
  const orders = ordersRepository(db);
  if (!learner || (await orders.hasAny(learner.id))) return;
  await orders.insert({
    userId: learner.id,
    status: 'paid',
    amount: 299_000,
    currency: 'RUB',
    items: [{ title: 'Monthly subscription', amount: 299_000 }],
  });
};
