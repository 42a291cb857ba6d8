import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePoints } from '../../../test/factories/commerce';
import { buildLearner } from '../../../test/factories/learning';
import { listeningPaymentsApp } from '../../../test/helpers/payments';
import type { TestApp } from '../../../test/helpers/test-app';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { listJobs } from '../../jobs/jobs.repository';
import { createJobRunner } from '../../jobs/runner';
import { openSession } from '../auth/sessions.service';
import { sandboxExpiryJob } from './sandbox-expiry.job';
import { SANDBOX_PAYMENT_LIFETIME_SECONDS, type SandboxProvider } from './sandbox-provider';

const V1 = '/spa/api/v1';

/** A sandbox payment nobody pays expires at the end of its lifetime, through the job runner. */
describe('the sandbox expires abandoned payments', () => {
  let t: TestApp & { sandbox: SandboxProvider; baseUrl: string };
  beforeAll(async () => {
    t = await listeningPaymentsApp();
  });
  afterAll(() => t.close());

  const runner = () => createJobRunner(t.ctx, { kinds: [sandboxExpiryJob], log: { error() {} } });

  /** A stopped course's checkout started by a learner with 300 points, 250 of them put in. */
  async function abandonedCheckout() {
    const learner = await buildLearner(t.ctx, { stream: { isOptionalPurchase: true } });
    await givePoints(t.ctx, learner.user.id, 300);
    const auth = {
      authorization: `Bearer ${await openSession(t.ctx.db, t.clock, learner.user.id)}`,
    };
    const started = await t.app.inject({
      method: 'POST',
      url: `${V1}/checkout/stream/${learner.stream.id}`,
      headers: auth,
      payload: { idempotency_key: randomUUID(), points: 250 },
    });
    expect(started.statusCode).toBe(200);
    const { order_id, confirmation_url } = started.json();
    const paymentId = /(pay_[0-9a-f]{32})$/.exec(confirmation_url)?.[1] as string;
    return { learner, auth, orderId: order_id as number, paymentId };
  }
  const orderRow = async (id: number) =>
    (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0];
  const balanceOf = async (userId: number) =>
    (await t.ctx.db.select().from(users).where(eq(users.id, userId)))[0]?.scoresAmount;

  it('cancels a payment still pending after its lifetime, releases the order and gives the points back', async () => {
    const { learner, orderId, paymentId } = await abandonedCheckout();
    expect(await balanceOf(learner.user.id)).toBe(50);
    expect(await listJobs(t.ctx.db, sandboxExpiryJob.name)).toContainEqual(
      expect.objectContaining({ key: paymentId }),
    );

    t.clock.advance(SANDBOX_PAYMENT_LIFETIME_SECONDS - 60);
    expect(await runner().drain()).toBe(0);
    expect((await orderRow(orderId))?.status).toBe('new');

    t.clock.advance(61);
    expect(await runner().drain()).toBe(1);
    await t.sandbox.settle();
    expect((await orderRow(orderId))?.status).toBe('cancelled');
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment).toMatchObject({
      status: 'canceled',
      cancellationReason: 'expired_on_confirmation',
    });
    expect(await balanceOf(learner.user.id)).toBe(300);
    const page = await t.app.inject({ method: 'GET', url: `${V1}/sandbox-checkout/${paymentId}` });
    expect(page.json().status).toBe('canceled');
  });

  it('the order answers the expiry as a cancelled payment', async () => {
    const { auth, orderId } = await abandonedCheckout();
    t.clock.advance(SANDBOX_PAYMENT_LIFETIME_SECONDS + 1);
    await runner().drain();
    await t.sandbox.settle();
    const order = await t.app.inject({
      method: 'POST',
      url: `${V1}/order/${orderId}`,
      headers: auth,
    });
    expect(order.json()).toMatchObject({
      status: 'cancelled',
      purchase_error: 'ERR_PAYMENT_CANCELLED',
    });
  });

  it('a payer who comes back after the lifetime finds the payment expired and cannot pay it', async () => {
    const { orderId, paymentId } = await abandonedCheckout();
    t.clock.advance(SANDBOX_PAYMENT_LIFETIME_SECONDS + 1);
    const paid = await t.app.inject({
      method: 'POST',
      url: `${V1}/sandbox-checkout/${paymentId}/pay`,
      payload: { card: 'succeeds' },
    });
    expect(paid.json().status).toBe('canceled');
    await t.sandbox.settle();
    expect((await orderRow(orderId))?.status).toBe('cancelled');
    // The job finds it expired already and changes nothing more.
    await runner().drain();
    expect((await orderRow(orderId))?.status).toBe('cancelled');
  });

  it('a payment paid in time is not touched by its expiry job', async () => {
    const { orderId, paymentId } = await abandonedCheckout();
    await t.app.inject({
      method: 'POST',
      url: `${V1}/sandbox-checkout/${paymentId}/pay`,
      payload: { card: 'succeeds' },
    });
    await t.sandbox.settle();
    t.clock.advance(SANDBOX_PAYMENT_LIFETIME_SECONDS + 1);
    await runner().drain();
    expect((await orderRow(orderId))?.status).toBe('paid');
  });
});
