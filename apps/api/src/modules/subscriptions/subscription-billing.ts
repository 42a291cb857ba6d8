import { DEMO_TARIFF } from '@platform/domain/constants/subscriptions';
import {
  billingDate,
  chargeMoneyBackDays,
  retryAt,
  trialEnd,
} from '@platform/domain/subscriptions';
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
import { type SubscriptionRow, subscriptionsRepository } from './subscriptions.repository';

/** Buying a plan (the first period) and renewing a subscription (each later one). */
export const SUBSCRIPTION_KIND = 'subscription';
export const RENEWAL_KIND = 'subscription_renewal';

/** A charge the provider answers later (by webhook) is looked at again after this. */
const PENDING_LOOK_SECONDS = 15 * 60;

const jobKey = (id: number) => `subscription:${id}`;

/** The due date of the subscription's next cycle (anniversary billing from the anchor). */
function cycleStart(row: SubscriptionRow, cycle: number): Date {
  const anchor = row.billingAnchorAt ?? row.nextPayAt;
  if (!anchor) throw new Error(`subscription ${row.id} has no billing anchor`);
  return new Date(billingDate(anchor.getTime(), row.period, row.interval, cycle));
}

/** When the renewal job looks at the subscription next: the due date of a renewing one, the
 * retry of a past-due one, the period's end of a cancelled one; never for lifetime or ended. */
function nextLookAt(row: SubscriptionRow): Date | null {
  if (row.isLifetime) return null;
  if (row.status === 'active') return row.recurrentPaymentsEnabled ? row.nextPayAt : null;
  if (row.status === 'past_due') return row.nextRetryAt;
  if (row.status === 'canceled') return row.endDate;
  return null;
}

/** Puts the subscription's next look on the job runner (replacing any earlier one). */
export async function scheduleRenewal(db: Executor, row: SubscriptionRow): Promise<void> {
  const runAt = nextLookAt(row);
  if (runAt) {
    await scheduleJob(db, renewalJob, {
      runAt,
      payload: { subscriptionId: row.id },
      key: jobKey(row.id),
    });
  } else {
    await cancelJob(db, renewalJob, jobKey(row.id));
  }
}

/** A charge of the cycle failed: past due with the next retry, or ended after the last. */
async function renewalFailed(db: Executor, id: number, cycle: number, attempt: number) {
  const subscriptions = subscriptionsRepository(db);
  const row = await subscriptions.lock(id);
  // A late answer about an attempt already counted (or a cancelled subscription) changes nothing.
  if (!row || row.paidCycles !== cycle || row.failedAttempts !== attempt) return;
  const failedAttempts = attempt + 1;
  const retry = retryAt(cycleStart(row, cycle).getTime(), failedAttempts);
  const updated = await subscriptions.chargeFailed(id, {
    failedAttempts,
    nextRetryAt: retry === null ? null : new Date(retry),
  });
  if (updated) await scheduleRenewal(db, updated);
}

/**
 * The renewal job's look at one subscription: a renewing one due (or a past-due one whose retry
 * is due) is charged on its saved card, the cycle and attempt making the key, so a look repeated
 * after a crash never charges twice; the order kind's hooks move the subscription on. A
 * cancelled one whose period is over ends. Lifetime ones are never charged.
 */
export async function renewSubscription(ctx: AppContext, id: number): Promise<void> {
  const now = ctx.clock.now();
  const subscriptions = subscriptionsRepository(ctx.db);
  const row = await subscriptions.byId(id);
  if (!row) return;
  const lookAt = nextLookAt(row);
  if (lookAt === null) return;
  if (lookAt > now) return scheduleRenewal(ctx.db, row);
  if (row.status === 'canceled') {
    return changeLearner(ctx, row.userId, (tx) =>
      subscriptionsRepository(tx).end(id, now, ['canceled']),
    );
  }
  const cycle = row.paidCycles;
  const attempt = row.failedAttempts;
  if (row.paymentMethodId === null || !isCurrencyCode(row.currency)) {
    return changeLearner(ctx, row.userId, (tx) => renewalFailed(tx, id, cycle, attempt));
  }
  try {
    const order = await checkoutService(ctx).chargeSaved({
      userId: row.userId,
      paymentMethodId: row.paymentMethodId,
      kind: RENEWAL_KIND,
      payload: { subscriptionId: id, cycle, attempt },
      items: [{ title: row.title, price: money(row.amount, row.currency) }],
      idempotencyKey: `renewal:${id}:${cycle}:${attempt}`,
    });
    if (order.status === 'new') {
      await scheduleJob(ctx.db, renewalJob, {
        runAt: addSeconds(now, PENDING_LOOK_SECONDS),
        payload: { subscriptionId: id },
        key: jobKey(id),
      });
    }
  } catch (error) {
    // The saved card was removed: nothing to charge, the renewal fails like a decline.
    if (!(error instanceof AppError && error.status === 404)) throw error;
    await changeLearner(ctx, row.userId, (tx) => renewalFailed(tx, id, cycle, attempt));
  }
}

export const renewalJob = defineJobKind<{ subscriptionId: number }>({
  name: 'subscriptions.renewal',
  async run(job, ctx) {
    await renewSubscription(ctx, job.payload.subscriptionId);
    return undefined;
  },
  // Provider trouble (502) is retried by the runner; the same key never charges twice.
  maxAttempts: 10,
});

interface RenewalPayload {
  subscriptionId: number;
  cycle: number;
  attempt: number;
}
const renewalPayload = (payload: Record<string, unknown>): RenewalPayload => ({
  subscriptionId: Number(payload.subscriptionId),
  cycle: Number(payload.cycle),
  attempt: Number(payload.attempt),
});

/** Renewing: a paid charge pays the cycle (access to the next anniversary), a declined one
 * makes the subscription past due; a refund ends it. */
export const renewalKind = registerOrderKind({
  kind: RENEWAL_KIND,
  // Only the first real charge carries the money-back promise: here, the first renewal after a
  // free trial (cycle 0).
  moneyBackDays: (order) =>
    chargeMoneyBackDays(renewalPayload(order.payload).cycle, DEMO_TARIFF.moneyBackDays),

  async onPaid(tx, order) {
    const { subscriptionId, cycle } = renewalPayload(order.payload);
    const subscriptions = subscriptionsRepository(tx);
    const row = await subscriptions.lock(subscriptionId);
    if (!row || row.paidCycles !== cycle) return { subscriptionId, cycle, applied: false };
    const updated = await subscriptions.renewed(row, cycleStart(row, cycle + 1));
    if (updated) await scheduleRenewal(tx, updated);
    return { subscriptionId, cycle, applied: updated !== undefined };
  },

  async onFailed(tx, order) {
    const { subscriptionId, cycle, attempt } = renewalPayload(order.payload);
    await renewalFailed(tx, subscriptionId, cycle, attempt);
  },

  async onRefunded(tx, order, _grant, { now }) {
    const { subscriptionId } = renewalPayload(order.payload);
    await subscriptionsRepository(tx).end(subscriptionId, now, ['active', 'past_due', 'canceled']);
    await cancelJob(tx, renewalJob, jobKey(subscriptionId));
  },
});

/**
 * Buying a plan: the subscription starts. A paid order paid its first period. A free trial's
 * order (payload.trial: a learner's first subscription; the checkout only saved the card) opens
 * the trial days with nothing paid: the renewal job charges the saved card at the trial's end,
 * the anchor of the anniversaries. A refund within the money-back window ends it.
 */
export const subscriptionKind = registerOrderKind({
  kind: SUBSCRIPTION_KIND,
  // A trial's order took no money; the first renewal carries the promise instead.
  moneyBackDays: (order) => (order.amount === 0 ? 0 : DEMO_TARIFF.moneyBackDays),

  async onPaid(tx, order, { now, paymentMethodId }) {
    const subscriptions = subscriptionsRepository(tx);
    const found = await subscriptions.plan(Number(order.payload.planId));
    if (!found) throw new Error(`order ${order.id}: plan ${String(order.payload.planId)} is gone`);
    const { plan, courseIds } = found;
    const paid = order.payload.trial !== true;
    // Once per learner: a second trial checkout completed alongside the first gets no trial,
    // and its first period is charged at once by the renewal job.
    const trial = !paid && plan.trialDays > 0 && !(await subscriptions.hasAny(order.userId));
    const anchor = trial ? new Date(trialEnd(now.getTime(), plan.trialDays)) : now;
    const paidThrough = plan.isLifetime
      ? null
      : paid
        ? new Date(billingDate(anchor.getTime(), plan.period, plan.interval, 1))
        : anchor;
    const { id } = await subscriptions.create(
      {
        userId: order.userId,
        planId: plan.id,
        title: plan.title,
        status: 'active',
        isLifetime: plan.isLifetime,
        courseServiceType: plan.courseServiceType,
        period: plan.period,
        interval: plan.interval,
        amount: plan.amount,
        currency: plan.currency,
        billingAnchorAt: plan.isLifetime ? null : anchor,
        paidCycles: paid ? 1 : 0,
        trialEndsAt: trial ? anchor : null,
        nextPayAt: paidThrough,
        endDate: paidThrough,
        recurrentPaymentsEnabled: !plan.isLifetime,
        paymentMethodId,
      },
      courseIds,
    );
    const row = await subscriptions.byId(id);
    if (row) await scheduleRenewal(tx, row);
    return { subscriptionId: id };
  },

  async onRefunded(tx, _order, grant, { now }) {
    const subscriptionId = Number(grant.subscriptionId);
    await subscriptionsRepository(tx).end(subscriptionId, now, ['active', 'past_due', 'canceled']);
    await cancelJob(tx, renewalJob, jobKey(subscriptionId));
  },
});
