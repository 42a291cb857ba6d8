import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePoints } from '../../../test/factories/commerce';
import { buildLearner } from '../../../test/factories/learning';
import { listeningPaymentsApp } from '../../../test/helpers/payments';
import type { TestApp } from '../../../test/helpers/test-app';
import { orders } from '../../db/schema/orders';
import { userScores } from '../../db/schema/points';
import { users } from '../../db/schema/users';
import type { SandboxProvider } from '../payments/sandbox-provider';
import { subscriptionsRepository } from '../subscriptions/subscriptions.repository';

const V1 = '/spa/api/v1';

/** Points put towards the checkout of a course and of a tariff. */
describe('points at the checkout', () => {
  let t: TestApp & { sandbox: SandboxProvider; baseUrl: string };
  beforeAll(async () => {
    t = await listeningPaymentsApp();
  });
  afterAll(() => t.close());

  const balanceOf = async (userId: number) =>
    (await t.ctx.db.select().from(users).where(eq(users.id, userId)))[0]?.scoresAmount;
  const orderOf = async (id: number) =>
    (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0];
  async function pay(confirmationUrl: string, card: string) {
    const paymentId = confirmationUrl.split('/').pop();
    await t.app.inject({
      method: 'POST',
      url: `${V1}/sandbox-checkout/${paymentId}/pay`,
      payload: { card },
    });
    await t.sandbox.settle();
  }

  it('never takes the balance below zero when checkouts spend at once', async () => {
    const learner = await buildLearner(t.ctx, { stream: { isOptionalPurchase: true } });
    await givePoints(t.ctx, learner.user.id, 500);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({
          method: 'POST',
          url: `${V1}/checkout/stream/${learner.stream.id}`,
          headers: learner.auth,
          payload: { idempotency_key: randomUUID(), points: 200 },
        }),
      ),
    );
    // 500 → 300 → 100; below 200 nothing more may be spent.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 422, 422, 422, 422,
    ]);
    expect(await balanceOf(learner.user.id)).toBe(100);
    const ledger = await t.ctx.db
      .select()
      .from(userScores)
      .where(eq(userScores.userId, learner.user.id));
    expect(ledger.reduce((sum, entry) => sum + entry.amount, 0)).toBe(100);
  });

  it('a tariff takes points off its first payment; a refund within the window returns them', async () => {
    const learner = await buildLearner(t.ctx);
    await givePoints(t.ctx, learner.user.id, 300);
    const plan = await subscriptionsRepository(t.ctx.db).createPlan(
      {
        brandId: learner.user.brandId,
        title: 'Все курсы',
        courseServiceType: 'main_subscription',
        amount: 299_000,
        moneyBackDays: 14,
      },
      [],
    );
    const started = await t.app.inject({
      method: 'POST',
      url: `${V1}/payment-subscriptions/subscribe`,
      headers: learner.auth,
      payload: { planId: plan.id, idempotency_key: randomUUID(), points: 300 },
    });
    expect(started.statusCode).toBe(200);
    const { order_id, confirmation_url } = started.json();
    expect((await orderOf(order_id))?.amount).toBe(299_000 - 30_000);
    expect(await balanceOf(learner.user.id)).toBe(0);
    await pay(confirmation_url, 'succeeds');
    expect((await orderOf(order_id))?.status).toBe('paid');

    const refund = await t.app.inject({
      method: 'POST',
      url: `${V1}/order/${order_id}/refund`,
      headers: learner.auth,
      payload: { reason: 'не подошло' },
    });
    expect(refund.statusCode).toBe(200);
    await t.sandbox.settle();
    expect(await balanceOf(learner.user.id)).toBe(300);
    const history = await t.app.inject({
      method: 'GET',
      url: `${V1}/user-score?lang=en`,
      headers: learner.auth,
    });
    expect(history.json()[0]).toMatchObject({
      amount: 300,
      type: 'add',
      howItWas: 'Points returned: “Все курсы” was not paid or was refunded',
    });
  });
});
