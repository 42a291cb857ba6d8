import { randomUUID } from 'node:crypto';
import { COURSE_INSTALLMENTS } from '@platform/domain/constants/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePoints } from '../../../test/factories/commerce';
import { buildLearner } from '../../../test/factories/learning';
import { listeningPaymentsApp } from '../../../test/helpers/payments';
import type { TestApp } from '../../../test/helpers/test-app';
import { orders } from '../../db/schema/orders';
import { userCourseStreams } from '../../db/schema/streams';
import { users } from '../../db/schema/users';
import { createJobRunner } from '../../jobs/runner';
import { openSession } from '../auth/sessions.service';
import type { SandboxProvider } from '../payments/sandbox-provider';
import { installmentJob } from './installment-billing';

const DAY_MS = 24 * 60 * 60 * 1000;
const V1 = '/spa/api/v1';

/** Buying a stopped course in installments and with points, through the sandbox. */
describe('selling a course in installments', () => {
  let t: TestApp & { sandbox: SandboxProvider; baseUrl: string };
  beforeAll(async () => {
    t = await listeningPaymentsApp();
  });
  afterAll(() => t.close());

  const stoppedLearner = () => buildLearner(t.ctx, { stream: { isOptionalPurchase: true } });
  type Learner = Awaited<ReturnType<typeof stoppedLearner>>;

  /** A session opened now: the clock moves weeks in these tests. */
  const authOf = async (userId: number) => ({
    authorization: `Bearer ${await openSession(t.ctx.db, t.clock, userId)}`,
  });

  async function checkout(learner: Learner, body: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: `${V1}/checkout/stream/${learner.stream.id}`,
      headers: await authOf(learner.user.id),
      payload: { idempotency_key: randomUUID(), ...body },
    });
  }

  async function pay(confirmationUrl: string, card: string) {
    const paymentId = /\/checkout\/sandbox\/(pay_[0-9a-f]{32})$/.exec(confirmationUrl)?.[1];
    const response = await t.app.inject({
      method: 'POST',
      url: `${V1}/sandbox-checkout/${paymentId}/pay`,
      payload: { card },
    });
    expect(response.statusCode).toBe(200);
    await t.sandbox.settle();
  }

  const installmentsOf = async (userId: number) =>
    (
      await t.app.inject({ method: 'GET', url: `${V1}/installment`, headers: await authOf(userId) })
    ).json();
  const streamOf = async (learner: Learner) => {
    const [row] = await t.ctx.db
      .select()
      .from(userCourseStreams)
      .where(eq(userCourseStreams.id, learner.stream.id));
    if (!row) throw new Error('no stream');
    return row;
  };
  const balanceOf = async (userId: number) => {
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
    return row?.scoresAmount;
  };
  async function runJobsAt(at: number) {
    const ahead = Math.ceil((at - t.clock.now().getTime()) / 1000) + 1;
    if (ahead > 0) t.clock.advance(ahead);
    await createJobRunner(t.ctx, { kinds: [installmentJob], log: { error() {} } }).drain();
    await t.sandbox.settle();
  }

  it('pays the first part at the checkout, opens the course and charges the others on their dates', async () => {
    const learner = await stoppedLearner();
    const started = await checkout(learner, { installments: true });
    expect(started.statusCode).toBe(200);
    const { order_id, confirmation_url } = started.json();
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, order_id));
    // 2990 RUB in three: 996.67 + 996.67 + 996.66.
    expect(order).toMatchObject({ kind: 'installment_purchase', amount: 99_667, currency: 'RUB' });

    await pay(confirmation_url, 'succeeds');
    const paidAt = t.clock.now().getTime();
    const stream = await streamOf(learner);
    expect(stream.isOptionalPurchase).toBe(false);
    expect(stream.endDate.getTime()).toBeGreaterThan(paidAt + 29 * DAY_MS);

    const [plan] = await installmentsOf(learner.user.id);
    expect(plan).toMatchObject({
      status: 'active',
      period: COURSE_INSTALLMENTS.period,
      interval: COURSE_INSTALLMENTS.interval,
      price: { amount: 2990, currency: 'RUB' },
      paid: 996.67,
      left: 1993.33,
    });
    expect(
      plan.payments.map((p: { amount: number; status: string }) => [p.amount, p.status]),
    ).toEqual([
      [996.67, 'paid'],
      [996.67, 'pending'],
      [996.66, 'pending'],
    ]);
    const second = plan.payments[1].dueAt * 1000;
    expect(second - paidAt).toBeGreaterThan(10 * DAY_MS - 2000);
    expect(plan.nextPayAt).toBe(plan.payments[1].dueAt);

    await runJobsAt(second);
    await runJobsAt(plan.payments[2].dueAt * 1000);
    const [done] = await installmentsOf(learner.user.id);
    expect(done).toMatchObject({ status: 'paid', paid: 2990, left: 0, nextPayAt: null });
    const charges = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.userId, learner.user.id))
      .orderBy(orders.id);
    expect(charges.map((row) => [row.kind, row.status, row.amount])).toEqual([
      ['installment_purchase', 'paid', 99_667],
      ['installment_payment', 'paid', 99_667],
      ['installment_payment', 'paid', 99_666],
    ]);
  });

  it('a plan whose later payment is never paid is cancelled and the course closes again', async () => {
    const learner = await stoppedLearner();
    const { confirmation_url } = (await checkout(learner, { installments: true })).json();
    // Mastercard 4444 pays while the payer is there and declines every later charge.
    await pay(confirmation_url, 'renewalDeclines');
    expect((await streamOf(learner)).isOptionalPurchase).toBe(false);
    const [plan] = await installmentsOf(learner.user.id);
    const due = plan.payments[1].dueAt * 1000;
    for (const retryDay of [0, 1, 3, 7]) await runJobsAt(due + retryDay * DAY_MS);
    const [cancelled] = await installmentsOf(learner.user.id);
    expect(cancelled.status).toBe('cancelled');
    expect((await streamOf(learner)).isOptionalPurchase).toBe(true);
  });

  it('a refund within the money-back window takes the course back and cancels the plan', async () => {
    const learner = await stoppedLearner();
    const { order_id, confirmation_url } = (await checkout(learner, { installments: true })).json();
    await pay(confirmation_url, 'succeeds');
    const refund = await t.app.inject({
      method: 'POST',
      url: `${V1}/order/${order_id}/refund`,
      headers: await authOf(learner.user.id),
      payload: { reason: 'передумал' },
    });
    expect(refund.statusCode).toBe(200);
    await t.sandbox.settle();
    expect(refund.json().status).toBe('refunded');
    const [plan] = await installmentsOf(learner.user.id);
    expect(plan).toMatchObject({ status: 'cancelled', nextPayAt: null });
    expect((await streamOf(learner)).isOptionalPurchase).toBe(true);
  });

  it('points pay part of the price at once; a declined payment gives them back', async () => {
    const learner = await stoppedLearner();
    await givePoints(t.ctx, learner.user.id, 500);
    const started = await checkout(learner, { points: 300 });
    expect(started.statusCode).toBe(200);
    const [order] = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.id, started.json().order_id));
    expect(order?.amount).toBe(299_000 - 30_000);
    expect(await balanceOf(learner.user.id)).toBe(200);

    await pay(started.json().confirmation_url, 'declined');
    expect(await balanceOf(learner.user.id)).toBe(500);
  });

  it('points lower the first installment only, and are kept once it is paid', async () => {
    const learner = await stoppedLearner();
    await givePoints(t.ctx, learner.user.id, 250);
    const started = await checkout(learner, { installments: true, points: 250 });
    expect(started.statusCode).toBe(200);
    const [order] = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.id, started.json().order_id));
    expect(order?.amount).toBe(99_667 - 25_000);
    await pay(started.json().confirmation_url, 'succeeds');
    expect(await balanceOf(learner.user.id)).toBe(0);
    const [plan] = await installmentsOf(learner.user.id);
    expect(plan.price.amount).toBe(2990);
  });

  it('refuses points below 200 or beyond the balance with the reason on `points`', async () => {
    const learner = await stoppedLearner();
    await givePoints(t.ctx, learner.user.id, 150);
    const below = await checkout(learner, { points: 100 });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors.points).toBeDefined();
    await givePoints(t.ctx, learner.user.id, 100);
    const beyond = await checkout(learner, { points: 300 });
    expect(beyond.statusCode).toBe(422);
    expect(await balanceOf(learner.user.id)).toBe(250);
  });
});
