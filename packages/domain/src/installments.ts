import { type BillingPeriod, billingDate } from './subscriptions';

/** Selling in installments: a price split into parts charged on dates counted from the first
 * payment (docs/decisions.md, installments). */

export interface InstallmentTerms {
  /** How many payments, the first one at the checkout. */
  parts: number;
  period: BillingPeriod;
  /** Periods between two payments. */
  interval: number;
}

export interface InstallmentPart {
  /** 1 for the payment made at the checkout. */
  number: number;
  /** When the part is charged (ms); the first is the checkout's time. */
  dueAt: number;
  /** Minor units (kopecks). */
  amount: number;
}

/**
 * The schedule of a price of `totalMinor` minor units paid on `terms` from `startMs`: equal parts
 * in whole kopecks, the kopecks left over going one each to the first parts, so the parts always
 * add up to the price exactly (2990.00 in three: 996.67, 996.67, 996.66). Dates follow the
 * renewals' anniversary rule (a day the month lacks becomes its last day).
 */
export function installmentSchedule(
  totalMinor: number,
  terms: InstallmentTerms,
  startMs: number,
): InstallmentPart[] {
  if (!Number.isInteger(totalMinor) || totalMinor < terms.parts) {
    throw new Error(`cannot split ${totalMinor} into ${terms.parts} parts`);
  }
  const base = Math.floor(totalMinor / terms.parts);
  const leftover = totalMinor - base * terms.parts;
  return Array.from({ length: terms.parts }, (_, index) => ({
    number: index + 1,
    dueAt: billingDate(startMs, terms.period, terms.interval, index),
    amount: base + (index < leftover ? 1 : 0),
  }));
}
