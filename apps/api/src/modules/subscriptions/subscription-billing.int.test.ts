import { randomUUID } from 'node:crypto';
import type { SandboxCardOutcome } from '@platform/domain/constants/payments';
import { billingDate } from '@platform/domain/subscriptions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInstallment } from '../../../test/factories/subscriptions';
import { buildUser } from '../../../test/factories/users';
import { listeningPaymentsApp, SANDBOX_SECRET } from '../../../test/helpers/payments';
import type { TestApp } from '../../../test/helpers/test-app';
import { orders } from '../../db/schema/orders';
import { userPaymentMethods } from '../../db/schema/payments';
import {
  installmentPayments,
  installments,
  paymentSubscriptions,
} from '../../db/schema/subscriptions';
import { listJobs } from '../../jobs/jobs.repository';
import { createJobRunner } from '../../jobs/runner';
import { seedDemo } from '../../seed/demo';
import { openSession } from '../auth/sessions.service';
import { installmentJob, scheduleInstallment } from '../installments/installment-billing';
import { type SandboxProvider, signSandboxWebhook } from '../payments/sandbox-provider';
import { usersRepository } from '../users/users.repository';
import { renewalJob, renewSubscription, scheduleRenewal } from './subscription-billing';
import { subscriptionsRepository } from './subscriptions.repository';

const DAY_S = 24 * 60 * 60;
const V1 = '/spa/api/v1';

/** The renewal and installment jobs with a controllable clock, charging sandbox cards. */
describe('subscription renewals and installment payments', () => {
  let t: TestApp & { sandbox: SandboxProvider; baseUrl: string };
  beforeAll(async () => {
    t = await listeningPaymentsApp();
  });
  afterAll(() => t.close());

  const runner = () =>
    createJobRunner(t.ctx, { kinds: [renewalJob, installmentJob], log: { error() {} } });
  /** Moves the clock to just after `at` and runs every job due then. */
  async function runAt(at: Date) {
    const ahead = Math.ceil((at.getTime() - t.clock.now().getTime()) / 1000) + 1;
    if (ahead > 0) t.clock.advance(ahead);
    await runner().drain();
    await t.sandbox.settle();
  }
  const repository = () => subscriptionsRepository(t.ctx.db);
  const subscriptionOf = async (userId: number) => {
    const [row] = await repository().listOf(userId);
    if (!row) throw new Error('no subscription');
    return row;
  };
  const ordersOf = (userId: number) =>
    t.ctx.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id);

  /** A brand's monthly 2990 RUB plan with a 7-day trial and 14 days of money back. */
  const planOf = (brandId: number) =>
    repository().createPlan(
      {
        brandId,
        title: 'Все курсы',
        courseServiceType: 'main_subscription',
        amount: 299_000,
        trialDays: 7,
        moneyBackDays: 14,
      },
      [],
    );
  /** The learner subscribes: the order and the sandbox payment its page shows. */
  async function subscribe(auth: Record<string, string>, planId: number) {
    const started = await t.app.inject({
      method: 'POST',
      url: `${V1}/payment-subscriptions/subscribe`,
      headers: auth,
      payload: { planId, idempotency_key: randomUUID() },
    });
    expect(started.statusCode).toBe(200);
    const { order_id: orderId, confirmation_url: url } = started.json();
    const paymentId = /\/checkout\/sandbox\/(pay_[0-9a-f]+)$/.exec(url)?.[1] ?? '';
    const page = await t.app.inject({ method: 'GET', url: `${V1}/sandbox-checkout/${paymentId}` });
    return { orderId: Number(orderId), paymentId, page: page.json() };
  }
  /** The payer's card on the sandbox page, and the webhook delivered. */
  async function payWith(paymentId: string, card: SandboxCardOutcome) {
    const paid = await t.app.inject({
      method: 'POST',
      url: `${V1}/sandbox-checkout/${paymentId}/pay`,
      payload: { card },
    });
    expect(paid.statusCode).toBe(200);
    await t.sandbox.settle();
  }

  /** A learner of a brand with the plan who subscribes for the first time (the free trial: the
   * sandbox page checks and saves the card). */
  async function subscribed(card: 'succeeds' | 'renewalDeclines') {
    const learner = await buildUser(t.ctx);
    const plan = await planOf(learner.user.brandId);
    const { paymentId } = await subscribe(learner.auth, plan.id);
    await payWith(paymentId, card);
    return { ...learner, plan, subscription: await subscriptionOf(learner.user.id) };
  }
  /** The subscription as its owner reads it, on a session opened now (the clock moves months). */
  const get = async (userId: number, id: number) => {
    const token = await openSession(t.ctx.db, t.clock, userId);
    const response = await t.app.inject({
      method: 'GET',
      url: `${V1}/payment-subscriptions/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return response.json();
  };

  it('a first subscription starts the free trial: nothing charged, the card saved; the trial end charges 2990 on the saved card, then each anniversary', async () => {
    const startedAt = t.clock.now();
    const { user, subscription } = await subscribed('succeeds');
    const trialEnd = new Date(startedAt.getTime() + 7 * DAY_S * 1000);
    expect(subscription.trialEndsAt?.getTime()).toBeCloseTo(trialEnd.getTime(), -4);
    expect(subscription).toMatchObject({ status: 'active', paidCycles: 0, failedAttempts: 0 });
    // Access at once to the trial's end, which is the anchor and the first charge.
    expect(subscription.billingAnchorAt).toEqual(subscription.trialEndsAt);
    expect(subscription.nextPayAt).toEqual(subscription.trialEndsAt);
    expect(subscription.endDate).toEqual(subscription.trialEndsAt);
    const [card] = await t.ctx.db
      .select()
      .from(userPaymentMethods)
      .where(eq(userPaymentMethods.userId, user.id));
    expect(card).toMatchObject({ id: subscription.paymentMethodId, brand: 'visa', last4: '4242' });
    expect(
      (await ordersOf(user.id)).map((order) => [order.kind, order.status, order.amount]),
    ).toEqual([['subscription', 'paid', 0]]);
    expect(await get(user.id, subscription.id)).toMatchObject({
      status: 'active',
      isActive: true,
      trialEndsAt: Math.floor(trialEnd.getTime() / 1000),
      nextPayAt: Math.floor(trialEnd.getTime() / 1000),
      price: { amount: 2990, currency: 'RUB' },
    });
    expect(await listJobs(t.ctx.db, renewalJob.name)).toContainEqual(
      expect.objectContaining({ key: `subscription:${subscription.id}`, runAt: trialEnd }),
    );

    await runAt(new Date(trialEnd.getTime() - 60_000));
    expect((await subscriptionOf(user.id)).paidCycles).toBe(0);
    expect(await ordersOf(user.id)).toHaveLength(1);

    await runAt(trialEnd);
    const paid = await subscriptionOf(user.id);
    const firstDue = new Date(billingDate(trialEnd.getTime(), 'month', 1, 1));
    expect(paid).toMatchObject({ status: 'active', paidCycles: 1, failedAttempts: 0 });
    expect(paid.nextPayAt).toEqual(firstDue);
    expect(paid.endDate).toEqual(firstDue);
    const [, firstCharge] = await ordersOf(user.id);
    expect(firstCharge).toMatchObject({
      kind: 'subscription_renewal',
      status: 'paid',
      amount: 299_000,
      currency: 'RUB',
    });
    // The first real charge carries the 14 days of money back.
    expect(firstCharge?.refundableUntil?.getTime()).toBe(
      (firstCharge?.paidAt?.getTime() ?? 0) + 14 * DAY_S * 1000,
    );

    await runAt(firstDue);
    const renewed = await subscriptionOf(user.id);
    expect(renewed).toMatchObject({ status: 'active', paidCycles: 2, failedAttempts: 0 });
    expect(renewed.nextPayAt).toEqual(new Date(billingDate(trialEnd.getTime(), 'month', 1, 2)));
    const charges = await ordersOf(user.id);
    expect(charges.map((order) => [order.kind, order.status, order.amount])).toEqual([
      ['subscription', 'paid', 0],
      ['subscription_renewal', 'paid', 299_000],
      ['subscription_renewal', 'paid', 299_000],
    ]);
    // Later renewals carry no money back.
    expect(charges[2]?.refundableUntil).toEqual(charges[2]?.paidAt);
    expect(await get(user.id, subscription.id)).toMatchObject({
      isActive: true,
      isActiveStatus: true,
    });
  });

  it('a subscription is a purchase: an account without an e-mail is refused (422 email_required) and opens no order', async () => {
    const learner = await buildUser(t.ctx);
    const plan = await planOf(learner.user.brandId);
    await usersRepository(t.ctx.db).update(learner.user.id, { email: null });
    const refused = await t.app.inject({
      method: 'POST',
      url: `${V1}/payment-subscriptions/subscribe`,
      headers: { ...learner.auth, 'accept-language': 'en' },
      payload: { planId: plan.id, idempotency_key: randomUUID() },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'email_required',
      errors: { email: ['Enter your e-mail address before a purchase'] },
    });
    expect(await ordersOf(learner.user.id)).toEqual([]);
    // Another brand's plan is not found, whatever the account lacks.
    const otherBrand = await buildUser(t.ctx);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${V1}/payment-subscriptions/subscribe`,
      headers: learner.auth,
      payload: {
        planId: (await planOf(otherBrand.user.brandId)).id,
        idempotency_key: randomUUID(),
      },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("the trial's checkout page asks for 0; a declined card check opens nothing and saves no card", async () => {
    const learner = await buildUser(t.ctx);
    const plan = await planOf(learner.user.brandId);
    const { orderId, paymentId, page } = await subscribe(learner.auth, plan.id);
    expect(page).toMatchObject({ amount: 0, currency: 'RUB', card_check: true, status: 'pending' });
    await payWith(paymentId, 'declined');
    const order = await t.app.inject({
      method: 'POST',
      url: `${V1}/order/${orderId}`,
      headers: learner.auth,
    });
    expect(order.json()).toMatchObject({
      status: 'cancelled',
      amount: 0,
      purchase_error: expect.any(String),
    });
    expect(await repository().listOf(learner.user.id)).toEqual([]);
    expect(
      await t.ctx.db
        .select()
        .from(userPaymentMethods)
        .where(eq(userPaymentMethods.userId, learner.user.id)),
    ).toEqual([]);
    // Nothing started, so the trial is still theirs.
    const plans = await t.app.inject({
      method: 'GET',
      url: `${V1}/subscription-plans`,
      headers: learner.auth,
    });
    expect(plans.json()).toContainEqual(
      expect.objectContaining({ id: plan.id, trialAvailable: true }),
    );
  });

  it('the trial is once per learner: a second subscription charges 2990 at once, with its money back', async () => {
    const { auth, user, plan, subscription } = await subscribed('succeeds');
    await t.app.inject({
      method: 'POST',
      url: `${V1}/payment-subscriptions/cancel?id=${subscription.id}`,
      headers: auth,
      payload: { reason_type: 'not_using' },
    });
    const plans = await t.app.inject({
      method: 'GET',
      url: `${V1}/subscription-plans`,
      headers: auth,
    });
    expect(plans.json()).toContainEqual(
      expect.objectContaining({ id: plan.id, trialAvailable: false }),
    );
    const { orderId, paymentId, page } = await subscribe(auth, plan.id);
    expect(page).toMatchObject({ amount: 2990, card_check: false });
    await payWith(paymentId, 'succeeds');
    const second = await subscriptionOf(user.id);
    expect(second.id).not.toBe(subscription.id);
    expect(second).toMatchObject({ status: 'active', paidCycles: 1, trialEndsAt: null });
    expect(second.nextPayAt).toEqual(
      new Date(billingDate((second.billingAnchorAt as Date).getTime(), 'month', 1, 1)),
    );
    const order = (await ordersOf(user.id)).find((row) => row.id === orderId);
    expect(order).toMatchObject({ status: 'paid', amount: 299_000 });
    expect(order?.refundableUntil?.getTime()).toBe(
      (order?.paidAt?.getTime() ?? 0) + 14 * DAY_S * 1000,
    );
  });

  it("a card check's webhook delivered twice starts one subscription; its order of 0 is not refundable", async () => {
    const learner = await buildUser(t.ctx);
    const plan = await planOf(learner.user.brandId);
    const { orderId, paymentId } = await subscribe(learner.auth, plan.id);
    await payWith(paymentId, 'succeeds');
    const deliver = () =>
      fetch(`${t.baseUrl}/payments/webhooks/sandbox`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': signSandboxWebhook(SANDBOX_SECRET, 'payment.succeeded', paymentId),
        },
        body: JSON.stringify({
          type: 'notification',
          event: 'payment.succeeded',
          object: { id: paymentId },
        }),
      }).then((response) => response.json());
    // The sandbox delivered it once already; both repeats change nothing.
    expect(await Promise.all([deliver(), deliver()])).toEqual([
      { outcome: 'repeated' },
      { outcome: 'repeated' },
    ]);
    expect(await repository().listOf(learner.user.id)).toHaveLength(1);
    expect(
      await t.ctx.db
        .select()
        .from(userPaymentMethods)
        .where(eq(userPaymentMethods.userId, learner.user.id)),
    ).toHaveLength(1);
    const refund = await t.app.inject({
      method: 'POST',
      url: `${V1}/order/${orderId}/refund?lang=en`,
      headers: learner.auth,
      payload: { reason: 'передумал' },
    });
    expect(refund.statusCode).toBe(409);
    expect(refund.json()).toMatchObject({ code: 'order_not_paid' });
  });

  it("the trial's first charge refunded within 14 days ends the subscription", async () => {
    const { user, auth, subscription } = await subscribed('succeeds');
    await runAt(subscription.trialEndsAt as Date);
    const charge = (await ordersOf(user.id)).find((row) => row.kind === 'subscription_renewal');
    t.clock.advance(13 * DAY_S);
    const refund = await t.app.inject({
      method: 'POST',
      url: `${V1}/order/${charge?.id}/refund`,
      headers: auth,
      payload: { reason: 'не подошло' },
    });
    expect(refund.statusCode).toBe(200);
    await t.sandbox.settle();
    expect(await subscriptionOf(user.id)).toMatchObject({ status: 'ended', nextPayAt: null });
    expect(await get(user.id, subscription.id)).toMatchObject({ isActive: false });
  });

  /** Moves the subscription's billing to start at `anchor` (unpaid from there) and schedules it. */
  async function billFrom(
    id: number,
    anchor: Date,
    changes: Partial<typeof paymentSubscriptions.$inferInsert> = {},
  ) {
    await t.ctx.db
      .update(paymentSubscriptions)
      .set({
        billingAnchorAt: anchor,
        paidCycles: 0,
        nextPayAt: anchor,
        endDate: anchor,
        ...changes,
      })
      .where(eq(paymentSubscriptions.id, id));
    const row = await repository().byId(id);
    if (row) await scheduleRenewal(t.ctx.db, row);
  }
  const utcDay = (date: Date | null) => date?.toISOString().slice(0, 10);

  it('bills Jan 31, then Feb 28 (29), then Mar 31 and Apr 30: month ends clamped, anniversary kept', async () => {
    const { user, subscription } = await subscribed('succeeds');
    const year = t.clock.now().getUTCFullYear() + 1;
    await billFrom(subscription.id, new Date(Date.UTC(year, 0, 31, 9)));
    const febEnd = new Date(Date.UTC(year, 2, 0)).getUTCDate();
    const seen: (string | undefined)[] = [];
    for (let cycle = 0; cycle < 3; cycle += 1) {
      await runAt((await subscriptionOf(user.id)).nextPayAt as Date);
      seen.push(utcDay((await subscriptionOf(user.id)).nextPayAt));
    }
    expect(seen).toEqual([`${year}-02-${febEnd}`, `${year}-03-31`, `${year}-04-30`]);
    expect((await subscriptionOf(user.id)).paidCycles).toBe(3);
  });

  it('a declined renewal goes past due (no access), is retried 1, 3 and 7 days after, then ends', async () => {
    const { user, subscription } = await subscribed('renewalDeclines');
    const due = subscription.nextPayAt as Date;
    await runAt(due);
    const pastDue = await subscriptionOf(user.id);
    expect(pastDue).toMatchObject({ status: 'past_due', failedAttempts: 1, paidCycles: 0 });
    expect(pastDue.nextRetryAt).toEqual(new Date(due.getTime() + DAY_S * 1000));
    expect(await get(user.id, subscription.id)).toMatchObject({
      status: 'past_due',
      isActive: false,
      isActiveStatus: false,
      nextPayAt: Math.floor(Number(pastDue.nextRetryAt?.getTime()) / 1000),
    });
    await runAt(pastDue.nextRetryAt as Date);
    const second = await subscriptionOf(user.id);
    expect(second).toMatchObject({ status: 'past_due', failedAttempts: 2 });
    expect(second.nextRetryAt).toEqual(new Date(due.getTime() + 3 * DAY_S * 1000));
    await runAt(second.nextRetryAt as Date);
    const third = await subscriptionOf(user.id);
    expect(third.nextRetryAt).toEqual(new Date(due.getTime() + 7 * DAY_S * 1000));
    await runAt(third.nextRetryAt as Date);
    expect(await subscriptionOf(user.id)).toMatchObject({ status: 'ended', failedAttempts: 4 });
    const renewals = (await ordersOf(user.id)).filter(
      (order) => order.kind === 'subscription_renewal',
    );
    expect(renewals.map((order) => order.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(await listJobs(t.ctx.db, renewalJob.name)).not.toContainEqual(
      expect.objectContaining({ key: `subscription:${subscription.id}` }),
    );
  });

  it('a past-due subscription renews on a retry once the card pays, keeping its anniversary', async () => {
    const declining = await subscribed('renewalDeclines');
    const good = await subscribed('succeeds');
    const due = declining.subscription.nextPayAt as Date;
    await runAt(due);
    expect((await subscriptionOf(declining.user.id)).status).toBe('past_due');
    // The learner's card changes (a new card of theirs).
    await t.ctx.db
      .update(paymentSubscriptions)
      .set({ paymentMethodId: good.subscription.paymentMethodId, userId: declining.user.id })
      .where(eq(paymentSubscriptions.id, declining.subscription.id));
    await t.ctx.db
      .update(userPaymentMethods)
      .set({ userId: declining.user.id })
      .where(eq(userPaymentMethods.id, good.subscription.paymentMethodId as number));
    await runAt((await subscriptionOf(declining.user.id)).nextRetryAt as Date);
    const renewed = await subscriptionOf(declining.user.id);
    expect(renewed).toMatchObject({
      status: 'active',
      paidCycles: 1,
      failedAttempts: 0,
      nextRetryAt: null,
    });
    const anchor = renewed.billingAnchorAt as Date;
    expect(renewed.nextPayAt).toEqual(new Date(billingDate(anchor.getTime(), 'month', 1, 1)));
  });

  it('cancelled during the trial: access to the trial end, never charged, then ended', async () => {
    const { user, auth, subscription } = await subscribed('succeeds');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `${V1}/payment-subscriptions/cancel?id=${subscription.id}`,
      headers: auth,
      payload: { reason_type: 'not_using' },
    });
    expect(cancelled.statusCode).toBe(200);
    const end = subscription.endDate as Date;
    await runAt(new Date(end.getTime() - 60_000));
    expect(await get(user.id, subscription.id)).toMatchObject({
      status: 'canceled',
      isActive: true,
    });
    await runAt(end);
    expect(end).toEqual(subscription.trialEndsAt);
    expect(await get(user.id, subscription.id)).toMatchObject({ status: 'ended', isActive: false });
    await runAt(new Date(end.getTime() + 40 * DAY_S * 1000));
    expect((await ordersOf(user.id)).map((order) => [order.kind, order.amount])).toEqual([
      ['subscription', 0],
    ]);
  });

  it('a lifetime subscription is never charged', async () => {
    const { user, subscription } = await subscribed('succeeds');
    await t.ctx.db
      .update(paymentSubscriptions)
      .set({ isLifetime: true, nextPayAt: null, endDate: null, recurrentPaymentsEnabled: false })
      .where(eq(paymentSubscriptions.id, subscription.id));
    const row = await repository().byId(subscription.id);
    if (row) await scheduleRenewal(t.ctx.db, row);
    expect(await listJobs(t.ctx.db, renewalJob.name)).not.toContainEqual(
      expect.objectContaining({ key: `subscription:${subscription.id}` }),
    );
    await renewSubscription(t.ctx, subscription.id);
    await runAt(new Date(t.clock.now().getTime() + 400 * DAY_S * 1000));
    expect(await get(user.id, subscription.id)).toMatchObject({
      isLifetime: true,
      isActive: true,
      nextPayAt: null,
    });
    expect((await ordersOf(user.id)).map((order) => order.kind)).toEqual(['subscription']);
  });

  it("the demo subscriber's trial ends in the first charge of the card the seed kept at the sandbox", async () => {
    await seedDemo(t.ctx);
    const learner = await usersRepository(t.ctx.db).findByEmail('demo@example.com');
    if (!learner) throw new Error('no demo subscriber');
    const subscription = await subscriptionOf(learner.id);
    expect(subscription).toMatchObject({ status: 'active', paidCycles: 0 });
    const [card] = await t.ctx.db
      .select()
      .from(userPaymentMethods)
      .where(eq(userPaymentMethods.userId, learner.id));
    expect(card).toMatchObject({ id: subscription.paymentMethodId, brand: 'visa', last4: '4242' });

    await runAt(subscription.nextPayAt as Date);
    expect(await subscriptionOf(learner.id)).toMatchObject({
      status: 'active',
      paidCycles: 1,
      failedAttempts: 0,
    });
    expect(
      (await ordersOf(learner.id))
        .filter((order) => order.kind === 'subscription_renewal')
        .map((order) => [order.status, order.amount]),
    ).toEqual([['paid', 299_000]]);
  });

  it('charges installment payments on their dates; the last one makes the plan paid', async () => {
    const { user, subscription } = await subscribed('succeeds');
    const plan = await buildInstallment(t.ctx, user.id, { firstInDays: 2 });
    await t.ctx.db
      .update(installments)
      .set({ paymentMethodId: subscription.paymentMethodId })
      .where(eq(installments.id, plan.id));
    await scheduleInstallment(t.ctx.db, plan.id);
    const schedule = await t.ctx.db
      .select()
      .from(installmentPayments)
      .where(eq(installmentPayments.installmentId, plan.id))
      .orderBy(installmentPayments.number);
    await runAt(schedule[0]?.dueAt as Date);
    const statuses = async () =>
      (
        await t.ctx.db
          .select({ status: installmentPayments.status })
          .from(installmentPayments)
          .where(eq(installmentPayments.installmentId, plan.id))
          .orderBy(installmentPayments.number)
      ).map((row) => row.status);
    expect(await statuses()).toEqual(['paid', 'pending', 'pending']);
    await runAt(schedule[2]?.dueAt as Date);
    expect(await statuses()).toEqual(['paid', 'paid', 'paid']);
    const [row] = await t.ctx.db.select().from(installments).where(eq(installments.id, plan.id));
    expect(row?.status).toBe('paid');
    const charges = (await ordersOf(user.id)).filter(
      (order) => order.kind === 'installment_payment',
    );
    expect(charges.map((order) => [order.status, order.amount])).toEqual([
      ['paid', 1_000_000],
      ['paid', 1_000_000],
      ['paid', 1_000_000],
    ]);
  });

  it('retries a declined installment payment and cancels the plan after the last retry', async () => {
    const { user, subscription } = await subscribed('renewalDeclines');
    const plan = await buildInstallment(t.ctx, user.id, { firstInDays: 1 });
    await t.ctx.db
      .update(installments)
      .set({ paymentMethodId: subscription.paymentMethodId })
      .where(eq(installments.id, plan.id));
    await scheduleInstallment(t.ctx.db, plan.id);
    const first = async () =>
      (
        await t.ctx.db
          .select()
          .from(installmentPayments)
          .where(eq(installmentPayments.installmentId, plan.id))
          .orderBy(installmentPayments.number)
      )[0];
    const due = (await first())?.dueAt as Date;
    await runAt(due);
    expect(await first()).toMatchObject({ status: 'failed', failedAttempts: 1 });
    for (const days of [1, 3, 7]) await runAt(new Date(due.getTime() + days * DAY_S * 1000));
    expect(await first()).toMatchObject({ status: 'failed', failedAttempts: 4, nextRetryAt: null });
    const [row] = await t.ctx.db.select().from(installments).where(eq(installments.id, plan.id));
    expect(row?.status).toBe('cancelled');
  });
});
