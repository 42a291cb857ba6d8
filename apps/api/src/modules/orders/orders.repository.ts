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

    /** A new order, or the user's order made earlier with the same idempotency key. */
    async insertOnce(
      values: typeof orders.$inferInsert & { idempotencyKey: string },
    ): Promise<OrderRow> {
      const [created] = await db.insert(orders).values(values).onConflictDoNothing().returning();
      if (created) return created;
      const [existing] = await db
        .select()
        .from(orders)
        .where(
          and(eq(orders.userId, values.userId), eq(orders.idempotencyKey, values.idempotencyKey)),
        );
      if (!existing) throw new Error('the order was neither created nor found');
      return existing;
    },

    /** An order of this user; another user's order is simply not found. */
    async findOwned(userId: number, id: number): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.userId, userId)));
      return row;
    },

    async find(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    /** The order, held until the transaction ends. */
    async lock(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    async update(
      id: number,
      values: Partial<
        Pick<OrderRow, 'status' | 'grant' | 'paidAt' | 'refundableUntil' | 'refundedAt'>
      >,
    ): Promise<void> {
      await db.update(orders).set(values).where(eq(orders.id, id));
    },
  };
}
