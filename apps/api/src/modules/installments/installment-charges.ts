import { retryAt } from '@platform/domain/subscriptions';
import type { Database } from '../../db/client';
import { addSeconds } from '../../lib/clock';
import { isCurrencyCode, money } from '../payments/money';
import type { SavedCardCharger } from '../subscriptions/saved-card-charger';
import { type DuePayment, installmentsRepository } from './installments.repository';

const CLAIM_SECONDS = 300;
const BATCH = 100;

async function charge(charger: SavedCardCharger, { payment, installment }: DuePayment) {
  if (installment.paymentMethodId === null || !isCurrencyCode(installment.currency)) {
    return { status: 'declined' as const, reason: 'no saved card' };
  }
  return charger.charge({
    userId: installment.userId,
    paymentMethodId: installment.paymentMethodId,
    amount: money(payment.amount, installment.currency),
    description: `${installment.title} (${payment.number})`,
    idempotenceKey: `installment-payment-${payment.id}-try-${payment.failedAttempts}`,
  });
}

/** The installment run at `now`: each scheduled payment of an active plan that is due (or whose
 * retry is due) is charged on the plan's saved card; a decline is retried on the renewals'
 * schedule and the last decline cancels the plan; the last payment makes it paid. */
export async function runDueInstallmentPayments(
  ctx: { db: Database; charger: SavedCardCharger },
  now: Date,
): Promise<{ paid: number; failed: number }> {
  const repository = installmentsRepository(ctx.db);
  const report = { paid: 0, failed: 0 };
  for (;;) {
    const claimed = await repository.claimDue(now, addSeconds(now, CLAIM_SECONDS), BATCH);
    for (const due of claimed) {
      const result = await charge(ctx.charger, due);
      if (result.status === 'succeeded') {
        await repository.paid(due.payment, now);
        report.paid += 1;
      } else {
        const failedAttempts = due.payment.failedAttempts + 1;
        const retry = retryAt(due.payment.dueAt.getTime(), failedAttempts);
        await repository.failed(
          due.payment,
          { failedAttempts, nextRetryAt: retry === null ? null : new Date(retry) },
          now,
        );
        report.failed += 1;
      }
    }
    if (claimed.length < BATCH) return report;
  }
}
