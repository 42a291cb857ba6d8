import type { AppContext } from '../../src/context';
import { orders } from '../../src/db/schema/orders';

/** A paid order of one item. */
export async function buildOrder(
  ctx: AppContext,
  userId: number,
  overrides: Partial<typeof orders.$inferInsert> = {},
) {
  const [order] = await ctx.db
    .insert(orders)
    .values({
      userId,
      status: 'paid',
      amount: 299_000,
      currency: 'RUB',
      items: [{ title: 'Monthly subscription', amount: 299_000 }],
      ...overrides,
    })
    .returning();
  if (!order) throw new Error('order not created');
  return order;
}
