import { POINTS_SPEND_THRESHOLD } from './constants/points';
import { MIN_DISCOUNTED_KOPECKS } from './discounts';

/** Points (the spec's score): a ledger of whole points; a point is worth one rouble when spent. */

/** What an entry of the ledger records: awards for what a learner achieves, and spending. */
export type PointsReason =
  | 'dayFinished'
  | 'homeworkApproved'
  | 'extensionPayment'
  | 'extensionReturned'
  | 'purchasePayment'
  | 'purchaseReturned';

export const KOPECKS_PER_POINT = 100;

/** Awards are given once per thing: the key of the thing (a stream's day, a homework status). */
export const awardKey = {
  dayFinished: (streamId: number, dayId: number) => `day:${streamId}:${dayId}`,
  homeworkApproved: (userHomeworkStatusId: number) => `homework:${userHomeworkStatusId}`,
};

/** Spending starts from the threshold balance (spec: 200). */
export const canSpendPoints = (balance: number) => balance >= POINTS_SPEND_THRESHOLD;

export type PointsSpendRefusal = 'belowThreshold' | 'notEnough' | 'tooMany';

/** Why `points` cannot pay part of a `totalKopecks` price from `balance`: under the threshold,
 * more than the balance, or more than the price less the rouble a payment keeps. */
export function pointsSpendRefusal(
  points: number,
  balance: number,
  totalKopecks: number,
): PointsSpendRefusal | null {
  if (!canSpendPoints(balance)) return 'belowThreshold';
  if (points > balance) return 'notEnough';
  if (points * KOPECKS_PER_POINT > totalKopecks - MIN_DISCOUNTED_KOPECKS) return 'tooMany';
  return null;
}

/** The most points a learner can put towards a price. */
export function maxSpendablePoints(balance: number, totalKopecks: number): number {
  if (!canSpendPoints(balance)) return 0;
  const byPrice = Math.floor((totalKopecks - MIN_DISCOUNTED_KOPECKS) / KOPECKS_PER_POINT);
  return Math.max(0, Math.min(balance, byPrice));
}

/** The wire's entry: the sign of amount gives the type. */
export const pointsEntryType = (amount: number): 'add' | 'debit' => (amount < 0 ? 'debit' : 'add');

export const pointsErrorMessage = (refusal: PointsSpendRefusal) => ({
  key: `points.errors.${refusal}`,
});
