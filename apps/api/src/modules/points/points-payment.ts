import {
  KOPECKS_PER_POINT,
  type PointsReason,
  pointsErrorMessage,
  pointsSpendRefusal,
} from '@platform/domain/points';
import type { Executor } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { pointsRepository } from './points.repository';

/** Points put towards a purchase: how many, the ledger key of the spend, what was bought. */
export interface PointsPaid {
  amount: number;
  key: string;
  subject: string;
}

/**
 * Takes `entry.amount` points towards a price of `totalKopecks` (one point a rouble, from a
 * balance of 200, never the last rouble), once per key: a retried attempt spent them already.
 * 422 on `points` when the balance does not allow it, also when a concurrent spend took it first.
 * Answers the kopecks the points paid.
 */
export async function spendPointsTowards(
  db: Executor,
  userId: number,
  totalKopecks: number,
  entry: PointsPaid & { reason: PointsReason },
): Promise<number> {
  const points = pointsRepository(db);
  const paid = entry.amount * KOPECKS_PER_POINT;
  if (await points.hasEntry(userId, entry.key)) return paid;
  const refusal = pointsSpendRefusal(entry.amount, await points.balance(userId), totalKopecks);
  if (refusal) throw fieldError('points', pointsErrorMessage(refusal).key);
  if (!(await points.spend(userId, entry.amount, entry))) {
    throw fieldError('points', pointsErrorMessage('notEnough').key);
  }
  return paid;
}

/** Gives the points of a purchase back (not paid, or refunded within its window), once. */
export const returnPoints = (db: Executor, userId: number, paid: PointsPaid) =>
  pointsRepository(db).giveBack(userId, paid.key, paid.subject, 'purchaseReturned');
