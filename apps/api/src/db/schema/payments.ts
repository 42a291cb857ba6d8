import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns';
import { orders } from './orders';
import { users } from './users';

/** A card the learner let us charge again (renewals, installments); only what the screen shows
 * and the provider's id of it, never the number. */
export const userPaymentMethods = pgTable(
  'user_payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerMethodId: text('provider_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: smallint('expiry_month').notNull(),
    expiryYear: smallint('expiry_year').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_payment_methods_provider_unique').on(t.provider, t.providerMethodId),
    index('user_payment_methods_user_idx').on(t.userId),
  ],
);

/** One attempt to pay an order at the provider, amounts in minor units. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** Null until the provider answered the create call. */
    providerPaymentId: text('provider_payment_id'),
    /** Ours, sent to the provider: a retried write reuses it. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status')
      .$type<'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled'>()
      .notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** Charged without the payer (a renewal or an installment) from this saved card. */
    offSession: boolean('off_session').notNull().default(false),
    savePaymentMethod: boolean('save_payment_method').notNull().default(false),
    confirmationUrl: text('confirmation_url'),
    cancellationReason: text('cancellation_reason'),
    paidAt: instant('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_unique').on(t.idempotencyKey),
    uniqueIndex('payments_provider_unique').on(t.provider, t.providerPaymentId),
    index('payments_order_idx').on(t.orderId),
  ],
);

export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    providerRefundId: text('provider_refund_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'canceled'>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_refunds_idempotency_unique').on(t.idempotencyKey),
    index('payment_refunds_payment_idx').on(t.paymentId),
  ],
);

/** Every webhook the provider vouched for, once: the unique key makes a second delivery of the
 * same change (or a concurrent one) a no-op. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventKey: text('event_key').notNull(),
    body: jsonb('body').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_webhook_events_unique').on(t.provider, t.eventKey)],
);

/** The sandbox provider's own records (it plays the provider, so it keeps what a provider
 * keeps): payments, refunds and cards by their sandbox ids. */
export const sandboxProviderObjects = pgTable('sandbox_provider_objects', {
  id: text('id').primaryKey(),
  type: text('type').$type<'payment' | 'refund' | 'card'>().notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
