import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/** A purchase. The commerce issue adds what is bought; here the order is owned and viewable. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'new' | 'paid' | 'cancelled' | 'refunded'>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('RUB'),
    items: jsonb('items').$type<{ title: string; amount: number }[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('orders_user_idx').on(t.userId)],
);
