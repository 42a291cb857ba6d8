import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { createdAt, instant, updatedAt } from './columns';
import { courseServices } from './course-services';
import { orders } from './orders';
import { users } from './users';

/** A discount code of a brand: percent (1..100) or fixed kopecks, until an instant, for a number
 * of uses, each learner once. Stored upper-case (codes are compared without case). */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
    value: integer('value').notNull(),
    expiresAt: instant('expires_at'),
    usageLimit: integer('usage_limit'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_brand_code_unique').on(t.brandId, t.code),
    check(
      'discount_codes_value',
      sql`(${t.kind} = 'percent' and ${t.value} between 1 and 100) or (${t.kind} = 'fixed' and ${t.value} > 0)`,
    ),
  ],
);

/** The services a code applies to. */
export const discountCodeServices = pgTable(
  'discount_code_services',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => courseServices.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.serviceId] })],
);

/** A use of a code by a purchase attempt, reserved before its order exists and released when
 * the order is not paid. A learner holds one unreleased use of a code; the usage limit counts
 * the unreleased ones. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptKey: text('attempt_key').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    discount: integer('discount').notNull(),
    releasedAt: instant('released_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('discount_redemptions_code_idx').on(t.codeId),
    uniqueIndex('discount_redemptions_user_attempt_unique').on(t.userId, t.attemptKey),
    uniqueIndex('discount_redemptions_once_per_learner')
      .on(t.codeId, t.userId)
      .where(sql`${t.releasedAt} is null`),
  ],
);
