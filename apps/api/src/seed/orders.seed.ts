import { eq } from 'drizzle-orm';
import { orders } from '../db/schema/orders';
import { usersRepository } from '../modules/users/users.repository';
import type { SeedStep } from './seed-step';

/** A paid order of the demo learner, unless the learner has an order already. */
export const seedOrders: SeedStep = async ({ db }) => {
  const learner = await usersRepository(db).findByEmail('demo@example.com');
  if (!learner) return;
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, learner.id))
    .limit(1);
  if (existing) return;
  await db.insert(orders).values({
    userId: learner.id,
    status: 'paid',
    amount: 2990,
    currency: 'RUB',
    items: [{ title: 'Monthly subscription', amount: 2990 }],
  });
};
