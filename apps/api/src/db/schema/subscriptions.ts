import type {
  BillingPeriod,
  CourseServiceType,
  InstallmentStatus,
} from '@platform/domain/subscriptions';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { courses } from './courses';
import { orders } from './orders';
import { users } from './users';

/** active: renews at next_pay_at; past_due: the renewal failed and is retried at next_retry_at
 * (no access meanwhile); canceled: no longer renews, access until end_date; ended. */
export type SubscriptionStatus = 'active' | 'past_due' | 'canceled' | 'ended';

/** A tariff a learner can subscribe to: the price of each period, an optional free trial and the
 * money-back window, and the courses it opens. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    courseServiceType: text('course_service_type').$type<CourseServiceType>().notNull(),
    period: text('period').$type<BillingPeriod>().notNull().default('month'),
    interval: integer('interval').notNull().default(1),
    /** Integer minor units (kopecks) of `currency` per period. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('RUB'),
    trialDays: integer('trial_days').notNull().default(0),
    moneyBackDays: integer('money_back_days').notNull().default(0),
    isLifetime: boolean('is_lifetime').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscription_plans_brand_idx').on(t.brandId),
    check(
      'subscription_plans_terms',
      sql`${t.amount} >= 0 and ${t.interval} > 0 and ${t.trialDays} >= 0 and ${t.moneyBackDays} >= 0`,
    ),
  ],
);

export const subscriptionPlanCourses = pgTable(
  'subscription_plan_courses',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.planId, t.courseId] })],
);

/** A learner's subscription. The learning area reads which courses an active one covers
 * (streams of optional purchase open only under one). Billing is anniversary billing from
 * `billing_anchor_at` (the end of the trial, else the first payment): cycle n is due at the
 * anchor plus n periods, month ends clamped (domain subscriptions.ts billingDate). */
export const paymentSubscriptions = pgTable(
  'payment_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').references(() => subscriptionPlans.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    isLifetime: boolean('is_lifetime').notNull().default(false),
    period: text('period').$type<BillingPeriod>().notNull().default('month'),
    interval: integer('interval').notNull().default(1),
    /** The next charge (the due date; a past-due one's retry is next_retry_at). */
    nextPayAt: instant('next_pay_at'),
    /** Paid (or trial) access ends here; null for lifetime. */
    endDate: instant('end_date'),
    courseServiceType: text('course_service_type').$type<CourseServiceType>().notNull(),
    recurrentPaymentsEnabled: boolean('recurrent_payments_enabled').notNull().default(true),
    /** Price per period in minor units, fixed when subscribing. */
    amount: integer('amount').notNull().default(0),
    currency: text('currency').notNull().default('RUB'),
    billingAnchorAt: instant('billing_anchor_at'),
    /** Cycles paid after the anchor: the next is due at billingDate(anchor, paidCycles). */
    paidCycles: integer('paid_cycles').notNull().default(0),
    trialEndsAt: instant('trial_ends_at'),
    /** The saved card renewals charge (the payments area's saved payment method id). */
    paymentMethodId: integer('payment_method_id'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextRetryAt: instant('next_retry_at'),
    canceledAt: instant('canceled_at'),
    cancelReasonType: text('cancel_reason_type'),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_subscriptions_user_idx').on(t.userId),
    index('payment_subscriptions_due_idx').on(t.status, t.nextPayAt),
  ],
);

export const paymentSubscriptionCourses = pgTable(
  'payment_subscription_courses',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => paymentSubscriptions.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.courseId] })],
);

/** An installment plan: a price paid in scheduled parts from a saved card. */
export const installments = pgTable(
  'installments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: text('status').$type<InstallmentStatus>().notNull().default('active'),
    /** The whole price in minor units; the payments add up to it. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('RUB'),
    period: text('period').$type<BillingPeriod>().notNull().default('month'),
    interval: integer('interval').notNull().default(1),
    paymentMethodId: integer('payment_method_id'),
    /** The checkout's order that sold the plan (its first payment); null for the seed's plans. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    cancelledAt: instant('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('installments_user_idx').on(t.userId),
    uniqueIndex('installments_order_unique').on(t.orderId),
  ],
);

export type InstallmentPaymentStatus = 'pending' | 'paid' | 'failed';

/** One scheduled part of an installment, charged on its date (retried like a renewal). */
export const installmentPayments = pgTable(
  'installment_payments',
  {
    id: serial('id').primaryKey(),
    installmentId: integer('installment_id')
      .notNull()
      .references(() => installments.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    dueAt: instant('due_at').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<InstallmentPaymentStatus>().notNull().default('pending'),
    paidAt: instant('paid_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextRetryAt: instant('next_retry_at'),
  },
  (t) => [
    uniqueIndex('installment_payments_number_unique').on(t.installmentId, t.number),
    index('installment_payments_due_idx').on(t.status, t.dueAt),
  ],
);
