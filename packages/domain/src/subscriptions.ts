import { LANGUAGE_CODES, type Language } from './constants/languages';
import { CANCEL_REASON_MAX, CANCEL_REASON_MIN, CHARGE_RETRY_DAYS } from './constants/subscriptions';
import { DAY_MS } from './constants/time';
import type { Message } from './message';

/** Subscriptions and installments (spec 002 sections 3-5): billing dates, the status texts, the
 * mobile-only rule and the redirect to the subscriptions page. */

export type BillingPeriod = 'day' | 'week' | 'month';
export type CourseServiceType = 'main_subscription' | 'general_subscription' | 'MAIN' | 'MOBILE';

function daysInMonthUtc(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/**
 * The start of billing cycle `cycle` of a subscription billed every `interval` periods from
 * `anchorMs` (cycle 0 is the anchor). Anniversary billing: months are counted from the anchor,
 * never from the previous date, and a day the month lacks becomes its last day, so an anchor on
 * Jan 31 bills on Feb 28 (29), then Mar 31. Calendar arithmetic in UTC; the time of day is kept.
 */
export function billingDate(
  anchorMs: number,
  period: BillingPeriod,
  interval: number,
  cycle: number,
): number {
  const steps = interval * cycle;
  if (period === 'day') return anchorMs + steps * DAY_MS;
  if (period === 'week') return anchorMs + steps * 7 * DAY_MS;
  const anchor = new Date(anchorMs);
  const months = anchor.getUTCMonth() + steps;
  const year = anchor.getUTCFullYear() + Math.floor(months / 12);
  const month = ((months % 12) + 12) % 12;
  const day = Math.min(anchor.getUTCDate(), daysInMonthUtc(year, month));
  const at = new Date(anchorMs);
  at.setUTCFullYear(year, month, day);
  return at.getTime();
}

/** When a charge due at `dueMs` that has failed `failures` times is tried again; null once the
 * retries are used up. */
export function retryAt(dueMs: number, failures: number): number | null {
  const days = CHARGE_RETRY_DAYS[failures - 1];
  return days === undefined ? null : dueMs + days * DAY_MS;
}

/** The end of a free trial of `trialDays` started at `startMs`: the subscription's billing
 * anchor and its first charge. */
export function trialEnd(startMs: number, trialDays: number): number {
  return startMs + trialDays * DAY_MS;
}

/** Days of money back for the charge of a subscription's cycle `cycle`: only its first real
 * charge (cycle 0: the purchase, or the first renewal after a free trial) carries the tariff's
 * promise; later renewals none. */
export function chargeMoneyBackDays(cycle: number, moneyBackDays: number): number {
  return cycle === 0 ? moneyBackDays : 0;
}

/** Formatters are costly to build: one per language and zone. */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
function dateFormatter(language: Language, timeZone: string): Intl.DateTimeFormat {
  const key = `${language} ${timeZone}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LANGUAGE_CODES[language], {
      day: '2-digit',
      month: 'long',
      year: 'numeric',
      timeZone,
    });
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

/** A date as 'DD MMMM YYYY' in the reader's language: 05 мая 2026, 05 May 2026, 05 mayo 2026. */
export function formatSubscriptionDate(epochMs: number, language: Language, timeZone = 'UTC') {
  const parts = dateFormatter(language, timeZone).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

export interface SubscriptionState {
  isLifetime: boolean;
  /** Access holds now. */
  isActive: boolean;
  /** It renews: active and not cancelled. */
  isActiveStatus: boolean;
  /** Epoch ms. */
  nextPayAt: number | null;
  endDate: number | null;
}

/** The line under a subscription (spec 002 section 4): lifetime → valid indefinitely; active →
 * the next payment date; active but not renewing → the ending date; else ended. */
export function subscriptionStatusMessage(
  subscription: SubscriptionState,
  language: Language,
  timeZone?: string,
): Message {
  const date = (ms: number) => formatSubscriptionDate(ms, language, timeZone);
  if (subscription.isLifetime) return { key: 'subscriptions.status.lifetime' };
  if (subscription.isActive && subscription.isActiveStatus && subscription.nextPayAt !== null)
    return {
      key: 'subscriptions.status.nextPayment',
      params: { date: date(subscription.nextPayAt) },
    };
  if (subscription.isActive && subscription.endDate !== null)
    return { key: 'subscriptions.status.endsOn', params: { date: date(subscription.endDate) } };
  return { key: 'subscriptions.status.ended' };
}

/** Whether a subscription of this type opens the web platform. */
const isMainType = (type: CourseServiceType) => type === 'MAIN' || type === 'main_subscription';

interface HeldSubscription {
  isActive: boolean;
  isLifetime: boolean;
  courseServiceType: CourseServiceType;
}

/** Any subscription active or lifetime. */
export function hasSubscription(subscriptions: readonly HeldSubscription[]): boolean {
  return subscriptions.some((item) => item.isActive || item.isLifetime);
}

/** A user of a mobile-only tariff (spec 002 section 4): no active subscription, no MAIN-type one
 * and at least one MOBILE-type one. */
export function isMobileOnly(subscriptions: readonly HeldSubscription[]): boolean {
  return (
    !subscriptions.some((item) => item.isActive) &&
    !subscriptions.some((item) => isMainType(item.courseServiceType)) &&
    subscriptions.some((item) => item.courseServiceType === 'MOBILE')
  );
}

/** What the learner's lists show: MOBILE-type subscriptions are the app's business. */
export function listedSubscriptions<T extends { courseServiceType: CourseServiceType }>(
  subscriptions: readonly T[],
): T[] {
  return subscriptions.filter((item) => item.courseServiceType !== 'MOBILE');
}

/** The redirect of spec 002 section 4 (expired platform access): no subscription, every stream
 * of optional purchase, and subscriptions exist (held once). A learner without streams is not
 * sent away: there is nothing a subscription would reopen. */
export function needsSubscriptionWarning(
  subscriptions: readonly HeldSubscription[],
  streams: readonly { isOptionalPurchase: boolean }[],
): boolean {
  return (
    subscriptions.length > 0 &&
    !hasSubscription(subscriptions) &&
    streams.length > 0 &&
    streams.every((stream) => stream.isOptionalPurchase)
  );
}

export type InstallmentStatus = 'active' | 'paid' | 'cancelled';
export const INSTALLMENT_SECTIONS: readonly InstallmentStatus[] = ['active', 'paid', 'cancelled'];

/** Installments grouped by the screen's sections Active, Paid, Cancelled, each in list order. */
export function installmentSections<T extends { status: InstallmentStatus }>(
  installments: readonly T[],
): Record<InstallmentStatus, T[]> {
  return {
    active: installments.filter((item) => item.status === 'active'),
    paid: installments.filter((item) => item.status === 'paid'),
    cancelled: installments.filter((item) => item.status === 'cancelled'),
  };
}

/** What is wrong with a cancellation's written reason: needed (CANCEL_REASON_MIN characters or
 * more, spaces aside) when the reason type is 'other', optional otherwise, never longer than
 * CANCEL_REASON_MAX. */
export function cancelReasonProblem(
  reasonType: string,
  reason: string | undefined,
): Message | null {
  const text = (reason ?? '').trim();
  if (text.length > CANCEL_REASON_MAX)
    return { key: 'subscriptions.errors.reasonTooLong', params: { max: CANCEL_REASON_MAX } };
  const required = reasonType === 'other';
  if ((required || text.length > 0) && text.length < CANCEL_REASON_MIN)
    return { key: 'subscriptions.errors.reasonTooShort', params: { min: CANCEL_REASON_MIN } };
  return null;
}
