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

/** A use of a code by an order. A learner uses a code once; a use whose order was cancelled
 * no longer counts (the code may be used again). */
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
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discount: integer('discount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('discount_redemptions_code_idx').on(t.codeId),
    uniqueIndex('discount_redemptions_order_unique').on(t.orderId),
  ],
);
