import { billingDate, retryAt } from '@platform/domain/subscriptions';
import type { Database } from '../../db/client';
import { addSeconds } from '../../lib/clock';
import { isCurrencyCode, money } from '../payments/money';
import type { SavedCardCharger } from './saved-card-charger';
import { type SubscriptionRow, subscriptionsRepository } from './subscriptions.repository';

/** How long a claimed renewal is held before another runner may take it over (a crash). */
const CLAIM_SECONDS = 300;
const BATCH = 100;

/** The due date of the subscription's next cycle. */
export function dueDateOf(row: SubscriptionRow): Date {
  const anchor = row.billingAnchorAt ?? row.nextPayAt;
  if (!anchor) throw new Error(`subscription ${row.id} has no billing anchor`);
  return new Date(billingDate(anchor.getTime(), row.period, row.interval, row.paidCycles));
}

/** Charges the saved card for one due cycle; the key names the cycle and the attempt, so a
 * runner that crashed and is replaced never charges a cycle's attempt twice. */
async function renew(
  db: Database,
  charger: SavedCardCharger,
  row: SubscriptionRow,
): Promise<'renewed' | 'failed'> {
  const subscriptions = subscriptionsRepository(db);
  const due = dueDateOf(row);
  const result =
    row.paymentMethodId === null || !isCurrencyCode(row.currency)
      ? { status: 'declined' as const, reason: 'no saved card' }
      : await charger.charge({
          userId: row.userId,
          paymentMethodId: row.paymentMethodId,
          amount: money(row.amount, row.currency),
          description: row.title,
          idempotenceKey: `subscription-${row.id}-cycle-${row.paidCycles}-try-${row.failedAttempts}`,
        });
  if (result.status === 'succeeded') {
    const paidThrough = billingDate(
      (row.billingAnchorAt ?? due).getTime(),
      row.period,
      row.interval,
      row.paidCycles + 1,
    );
    await subscriptions.renewed(row, new Date(paidThrough));
    return 'renewed';
  }
  const failedAttempts = row.failedAttempts + 1;
  const retry = retryAt(due.getTime(), failedAttempts);
  await subscriptions.chargeFailed(row.id, {
    failedAttempts,
    nextRetryAt: retry === null ? null : new Date(retry),
  });
  return 'failed';
}

export interface RenewalReport {
  renewed: number;
  failed: number;
  ended: number;
}

/**
 * The renewal run at `now`: every renewing subscription whose next payment is due, and every
 * past-due one whose retry is due, is charged on its saved card (anniversary billing: the next
 * cycle is counted from the anchor); a decline makes it past due with a retry on the schedule of
 * CHARGE_RETRY_DAYS, the last decline ends it. Cancelled ones whose period is over end. Lifetime
 * subscriptions are never charged.
 */
export async function runDueRenewals(
  ctx: { db: Database; charger: SavedCardCharger },
  now: Date,
): Promise<RenewalReport> {
  const subscriptions = subscriptionsRepository(ctx.db);
  const report: RenewalReport = { renewed: 0, failed: 0, ended: 0 };
  for (;;) {
    const claimed = await subscriptions.claimDue(now, addSeconds(now, CLAIM_SECONDS), BATCH);
    for (const row of claimed) {
      const outcome = await renew(ctx.db, ctx.charger, row);
      report[outcome === 'renewed' ? 'renewed' : 'failed'] += 1;
    }
    if (claimed.length < BATCH) break;
  }
  report.ended = await subscriptions.endCancelled(now);
  return report;
}
