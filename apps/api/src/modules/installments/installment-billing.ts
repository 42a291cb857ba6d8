import { retryAt } from '@platform/domain/subscriptions';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { defineJobKind } from '../../jobs/job-kind';
import { cancelJob, scheduleJob } from '../../jobs/jobs.repository';
import { addSeconds } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { checkoutService } from '../payments/checkout';
import { isCurrencyCode, money } from '../payments/money';
import { registerOrderKind } from '../payments/order-kinds';
import { changeLearner } from '../streams/learning-changes';
import { type DuePayment, installmentsRepository } from './installments.repository';
import { revokeInstallmentPurchase } from './purchase-revoke';

export const INSTALLMENT_PAYMENT_KIND = 'installment_payment';
const PENDING_LOOK_SECONDS = 15 * 60;
const jobKey = (id: number) => `installment:${id}`;

/** When the job looks at the plan next: its first unpaid payment's date (or retry), while the
 * plan is active. */
function nextLookAt(due: DuePayment | undefined): Date | null {
  if (due?.installment.status !== 'active') return null;
  return due.payment.status === 'failed' ? due.payment.nextRetryAt : due.payment.dueAt;
}

/** Puts the plan's next charge on the job runner, or takes it off when none is left. */
export async function scheduleInstallment(db: Executor, installmentId: number): Promise<void> {
  const runAt = nextLookAt(await installmentsRepository(db).nextUnpaid(installmentId));
  if (runAt) {
    await scheduleJob(db, installmentJob, {
      runAt,
      payload: { installmentId },
      key: jobKey(installmentId),
    });
  } else {
    await cancelJob(db, installmentJob, jobKey(installmentId));
  }
}

interface PaymentPayload {
  installmentId: number;
  number: number;
  attempt: number;
}

/** A charge of the payment failed: retried on the renewals' schedule; after the last retry
 * the plan is cancelled. */
async function paymentFailed(ctx: AppContext, db: Executor, charge: PaymentPayload, now: Date) {
  const repository = installmentsRepository(db);
  const due = await repository.nextUnpaid(charge.installmentId, true);
  if (!due || due.payment.number !== charge.number) return;
  if (due.payment.failedAttempts !== charge.attempt) return;
  const failedAttempts = charge.attempt + 1;
  const retry = retryAt(due.payment.dueAt.getTime(), failedAttempts);
  await repository.failed(
    due.payment,
    { failedAttempts, nextRetryAt: retry === null ? null : new Date(retry) },
    now,
  );
  if (retry === null && due.installment.status === 'active') {
    await revokeInstallmentPurchase(db, due.installment.orderId, {
      ctx,
      now,
      paymentMethodId: null,
    });
  }
  await scheduleInstallment(db, charge.installmentId);
}

/** The job's look at one plan: its first unpaid payment, when due, is charged on the plan's
 * saved card (the payment and attempt make the key); the order kind's hooks record the outcome
 * and schedule the next look. */
export async function chargeInstallment(ctx: AppContext, installmentId: number): Promise<void> {
  const now = ctx.clock.now();
  const due = await installmentsRepository(ctx.db).nextUnpaid(installmentId);
  const lookAt = nextLookAt(due);
  if (!due || lookAt === null) return;
  if (lookAt > now) return scheduleInstallment(ctx.db, installmentId);
  const { installment, payment } = due;
  const charge = { installmentId, number: payment.number, attempt: payment.failedAttempts };
  if (installment.paymentMethodId === null || !isCurrencyCode(installment.currency)) {
    return changeLearner(ctx, installment.userId, (tx) => paymentFailed(ctx, tx, charge, now));
  }
  try {
    const order = await checkoutService(ctx).chargeSaved({
      userId: installment.userId,
      paymentMethodId: installment.paymentMethodId,
      kind: INSTALLMENT_PAYMENT_KIND,
      payload: { ...charge },
      items: [
        {
          title: `${installment.title} (${payment.number})`,
          price: money(payment.amount, installment.currency),
        },
      ],
      idempotencyKey: `installment:${installmentId}:${payment.number}:${payment.failedAttempts}`,
    });
    if (order.status === 'new') {
      await scheduleJob(ctx.db, installmentJob, {
        runAt: addSeconds(now, PENDING_LOOK_SECONDS),
        payload: { installmentId },
        key: jobKey(installmentId),
      });
    }
  } catch (error) {
    // The saved card was removed: the payment fails like a decline.
    if (!(error instanceof AppError && error.status === 404)) throw error;
    await changeLearner(ctx, installment.userId, (tx) => paymentFailed(ctx, tx, charge, now));
  }
}

export const installmentJob = defineJobKind<{ installmentId: number }>({
  name: 'installments.payment',
  async run(job, ctx) {
    await chargeInstallment(ctx, job.payload.installmentId);
    return undefined;
  },
  maxAttempts: 10,
});

const paymentPayload = (payload: Record<string, unknown>): PaymentPayload => ({
  installmentId: Number(payload.installmentId),
  number: Number(payload.number),
  attempt: Number(payload.attempt),
});

/** One scheduled payment of a plan: paid, it is recorded (the last makes the plan paid);
 * declined, it is retried; after the last retry the plan is cancelled and what its purchase
 * opened is taken back. Scheduled payments carry no money-back window. */
export const installmentPaymentKind = registerOrderKind({
  kind: INSTALLMENT_PAYMENT_KIND,
  moneyBackDays: 0,

  async onPaid(tx, order, { now }) {
    const charge = paymentPayload(order.payload);
    const repository = installmentsRepository(tx);
    const due = await repository.nextUnpaid(charge.installmentId, true);
    if (!due || due.payment.number !== charge.number) return { ...charge, applied: false };
    await repository.paid(due.payment, now);
    await scheduleInstallment(tx, charge.installmentId);
    return { ...charge, applied: true };
  },

  async onFailed(tx, order, _reason, { ctx, now }) {
    await paymentFailed(ctx, tx, paymentPayload(order.payload), now);
  },

  // Outside any window: a scheduled payment is refunded by staff, and the plan stays as it is.
  async onRefunded() {},
});
