/** Subscriptions and installments. */

export const SUBSCRIPTION_DATE_FORMAT = 'DD MMMM YYYY';

/** The spec leaves the minimum length of a cancellation reason open; ten characters ask for a
 * sentence, not a letter (docs/decisions.md, subscriptions). */
export const CANCEL_REASON_MIN = 10;
export const CANCEL_REASON_MAX = 1000;

/** Why a learner cancels (reason_type); 'other' needs the reason written out. */
export const CANCEL_REASON_TYPES = ['too_expensive', 'not_using', 'technical', 'other'] as const;

/** A failed renewal or installment charge is tried again this many days after the due date,
 * one retry per entry; when the last fails the subscription ends (installment: cancelled). */
export const CHARGE_RETRY_DAYS = [1, 3, 7] as const;

/** The demo tariff of the spec's free-trial offer: 7 days free, then 2990 RUB a month, money back
 * within 14 days. Amounts in kopecks. */
export const DEMO_TARIFF = {
  trialDays: 7,
  amount: 299_000,
  currency: 'RUB',
  period: 'month',
  interval: 1,
  moneyBackDays: 14,
} as const;
