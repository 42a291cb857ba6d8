import { CANCEL_REASON_TYPES } from '@platform/domain/constants/subscriptions';
import { z } from 'zod';
import { IdParams } from './envelope';
import { PointsToSpend } from './payments';
import { commaList, requiredId } from './selection';
import { UnixSeconds } from './time';

/** Subscriptions and installments (spec 002 sections 3 and 7). Instants in seconds, prices in the
 * currency's major unit (2990 for 2990 RUB) beside its code. */

export const SUBSCRIPTION_EXPANSIONS = ['cancelPopupText'] as const;
export const SubscriptionsQuery = z.object({ expand: commaList(SUBSCRIPTION_EXPANSIONS) });

export const SubscriptionParams = IdParams;

export const Price = z.object({ amount: z.number(), currency: z.string() });

export const Subscription = z.object({
  id: z.number().int(),
  title: z.string(),
  /** active (renews), past_due (a renewal failed; retried), canceled (ends at endDate), ended. */
  status: z.enum(['active', 'past_due', 'canceled', 'ended']),
  isLifetime: z.boolean(),
  /** Access holds now. */
  isActive: z.boolean(),
  /** It renews: the status is active. */
  isActiveStatus: z.boolean(),
  period: z.enum(['day', 'week', 'month']),
  interval: z.number().int(),
  /** The next charge (a past-due one's retry); null when it does not renew. */
  nextPayAt: UnixSeconds.nullable(),
  /** Access ends then; null for a lifetime one. */
  endDate: UnixSeconds.nullable(),
  courseServiceType: z.enum(['main_subscription', 'general_subscription', 'MAIN', 'MOBILE']),
  recurrentPaymentsEnabled: z.boolean(),
  price: Price,
  /** The free trial's end, when it began with one. */
  trialEndsAt: UnixSeconds.nullable(),
  /** What cancelling does to this subscription; with expand=cancelPopupText. */
  cancelPopupText: z.string().optional(),
});
export type Subscription = z.infer<typeof Subscription>;
export const SubscriptionList = z.array(Subscription);

/** POST /payment-subscriptions/cancel?id= */
export const CancelSubscriptionQuery = z.object({ id: requiredId('id') });
export const CancelSubscriptionBody = z.object({
  reason_type: z.enum(CANCEL_REASON_TYPES, { error: 'subscriptions.errors.reasonTypeInvalid' }),
  /** Checked by the rule of domain subscriptions.ts (cancelReasonProblem). */
  reason: z.string().max(10_000).optional(),
});
export const CancelSubscriptionAnswer = z.object({
  subscription: Subscription,
  /** Where the client goes after cancelling. */
  redirectUrl: z.string(),
});

/** A tariff the learner's brand offers (GET /subscription-plans). */
export const SubscriptionPlan = z.object({
  id: z.number().int(),
  title: z.string(),
  courseServiceType: Subscription.shape.courseServiceType,
  period: Subscription.shape.period,
  interval: z.number().int(),
  price: Price,
  isLifetime: z.boolean(),
  /** Free days before the first paid period (a learner's first subscription only). */
  trialDays: z.number().int(),
  /** Days after paying within which a refund returns the money. */
  moneyBackDays: z.number().int(),
  /** The learner's first subscription: the trial applies. */
  trialAvailable: z.boolean(),
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlan>;
export const SubscriptionPlanList = z.array(SubscriptionPlan);

/** POST /payment-subscriptions/subscribe: checkout of a plan, the card saved for renewals. */
export const SubscribeBody = z.object({
  planId: requiredId('id'),
  /** The client's key of this purchase: repeating it answers the same order. */
  idempotency_key: z.string().min(8).max(100),
  /** Points towards the first payment (one a rouble; from a balance of 200). */
  points: PointsToSpend,
});
/** As the other checkouts answer (payments area). */
export const SubscribeAnswer = z.object({
  order_id: z.number().int(),
  /** The payment page; null when nothing is to be paid. */
  confirmation_url: z.string().nullable(),
});

export const InstallmentParams = IdParams;
export const INSTALLMENT_EXPANSIONS = ['cancelPopupText'] as const;
export const InstallmentQuery = z.object({ expand: commaList(INSTALLMENT_EXPANSIONS) });

export const InstallmentPayment = z.object({
  number: z.number().int(),
  dueAt: UnixSeconds,
  amount: z.number(),
  status: z.enum(['pending', 'paid', 'failed']),
  paidAt: UnixSeconds.nullable(),
});

export const Installment = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(['active', 'paid', 'cancelled']),
  period: z.enum(['day', 'week', 'month']),
  interval: z.number().int(),
  price: Price,
  /** What is paid so far and what is left, in the price's currency. */
  paid: z.number(),
  left: z.number(),
  /** The next scheduled payment's date; null when none is left. */
  nextPayAt: UnixSeconds.nullable(),
  payments: z.array(InstallmentPayment),
  created_at: UnixSeconds,
  cancelPopupText: z.string().optional(),
});
export type Installment = z.infer<typeof Installment>;
export const InstallmentList = z.array(Installment);
