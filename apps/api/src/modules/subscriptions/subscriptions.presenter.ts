import type { Subscription, SubscriptionPlan } from '@platform/contracts/subscriptions';
import type { Language } from '@platform/domain/constants/languages';
import { formatSubscriptionDate } from '@platform/domain/subscriptions';
import type { TFunction } from 'i18next';
import { toSeconds } from '../../lib/clock';
import { isCurrencyCode, money, toMajorNumber } from '../payments/money';
import type { PlanRow, SubscriptionRow } from './subscriptions.repository';

const seconds = (date: Date | null) => (date === null ? null : toSeconds(date));

/** Minor units as the wire's major-unit number (299000 kopecks → 2990). */
export function majorAmount(amount: number, currency: string): number {
  return isCurrencyCode(currency) ? toMajorNumber(money(amount, currency)) : amount / 100;
}

/** Access holds now: not ended, and lifetime or paid (or in trial) until after now. */
export function isActiveAt(row: SubscriptionRow, now: Date): boolean {
  if (row.status === 'ended') return false;
  return row.isLifetime || (row.endDate !== null && row.endDate > now);
}

/** What cancelling does: access to the end of the paid period, or (past due) an end at once. */
function cancelPopupText(row: SubscriptionRow, t: TFunction, lang: Language): string {
  if (row.status === 'past_due' || row.endDate === null) return t('subscriptions.cancelPopup.now');
  return t('subscriptions.cancelPopup.atPeriodEnd', {
    date: formatSubscriptionDate(row.endDate.getTime(), lang),
  });
}

export interface PresentOptions {
  now: Date;
  /** Set with expand=cancelPopupText. */
  popup?: { t: TFunction; lang: Language };
}

export function presentSubscription(row: SubscriptionRow, options: PresentOptions): Subscription {
  const renewing = row.status === 'active' && !row.isLifetime && row.recurrentPaymentsEnabled;
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    isLifetime: row.isLifetime,
    isActive: isActiveAt(row, options.now),
    isActiveStatus: row.status === 'active',
    period: row.period,
    interval: row.interval,
    nextPayAt: renewing
      ? seconds(row.nextPayAt)
      : row.status === 'past_due'
        ? seconds(row.nextRetryAt)
        : null,
    endDate: row.isLifetime ? null : seconds(row.endDate),
    courseServiceType: row.courseServiceType,
    recurrentPaymentsEnabled: row.recurrentPaymentsEnabled,
    price: { amount: majorAmount(row.amount, row.currency), currency: row.currency },
    trialEndsAt: seconds(row.trialEndsAt),
    ...(options.popup
      ? { cancelPopupText: cancelPopupText(row, options.popup.t, options.popup.lang) }
      : {}),
  };
}

/** `trialAvailable`: this learner's subscription to it would start with the free trial. */
export function presentPlan(plan: PlanRow, trialAvailable: boolean): SubscriptionPlan {
  return {
    id: plan.id,
    title: plan.title,
    courseServiceType: plan.courseServiceType,
    period: plan.period,
    interval: plan.interval,
    price: { amount: majorAmount(plan.amount, plan.currency), currency: plan.currency },
    isLifetime: plan.isLifetime,
    trialDays: plan.trialDays,
    moneyBackDays: plan.moneyBackDays,
    trialAvailable,
  };
}
