import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/orders';

export type OrderRow = typeof orders.$inferSelect;

export function ordersRepository(db: Executor) {
  return {
    async hasAny(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.userId, userId))
        .limit(1);
      return row !== undefined;
    },

    async insert(values: typeof orders.$inferInsert): Promise<void> {
      await db.insert(orders).values(values);
    },

    /** An order of this user; another user's order is simply not found. */
    async findOwned(userId: number, id: number): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.userId, userId)));
      return row;
    },
  };
}
