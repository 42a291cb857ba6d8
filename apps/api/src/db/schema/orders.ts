import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns';
import { users } from './users';

export type OrderStatus = 'new' | 'paid' | 'cancelled' | 'refunded';

/** A purchase: what is bought (its kind and the kind's payload, modules/payments/order-kinds),
 * for how much (minor units: kopecks), and what paying it opened (`grant`, kept to revoke it on
 * a refund). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    kind: text('kind').notNull().default('manual'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    grant: jsonb('grant').$type<Record<string, unknown>>(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('RUB'),
    items: jsonb('items').$type<{ title: string; amount: number }[]>().notNull().default([]),
    /** The caller's key of the checkout: repeating it answers the same order. */
    idempotencyKey: text('idempotency_key'),
    paidAt: instant('paid_at'),
    /** A refund until then revokes what the order opened (the brand's money-back window). */
    refundableUntil: instant('refundable_until'),
    refundedAt: instant('refunded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    uniqueIndex('orders_user_idempotency_unique').on(t.userId, t.idempotencyKey),
  ],
);
