import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/** The points ledger: append-only, one row per award or spend (amount signed). The balance is
 * users.scores_amount, moved in the same transaction as each row, never below zero. */
export const userScores = pgTable(
  'user_scores',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /** What it was for (packages/domain PointsReason) and the title of the thing. */
    reason: text('reason').notNull(),
    subject: text('subject').notNull().default(''),
    /** What the entry is for: an award's thing (packages/domain awardKey), a spend's purchase
     * attempt. One entry per key: an award is given once, a retried spend takes nothing more. */
    entryKey: text('entry_key'),
    /** The order a spend paid part of. */
    orderId: integer('order_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_scores_user_entry_unique').on(t.userId, t.entryKey),
    index('user_scores_user_idx').on(t.userId, t.id),
    check('user_scores_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);
