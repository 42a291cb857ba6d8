import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLearner } from '../../../test/factories/learning';
import { buildUser } from '../../../test/factories/users';
import { listeningPaymentsApp, SANDBOX_SECRET } from '../../../test/helpers/payments';
import type { TestApp } from '../../../test/helpers/test-app';
import { orders } from '../../db/schema/orders';
import {
  payments,
  paymentWebhookEvents,
  sandboxProviderObjects,
  userPaymentMethods,
} from '../../db/schema/payments';
import { userCourseStreams } from '../../db/schema/streams';
import { users } from '../../db/schema/users';
import { checkoutService } from './checkout';
import { COURSE_ACCESS_KIND, courseAccessPayload } from './course-access.kind';
import { money } from './money';
import { type SandboxProvider, signSandboxWebhook } from './sandbox-provider';

const DAY_S = 24 * 60 * 60;
const V1 = '/spa/api/v1';

describe('payments through the sandbox provider', () => {
  let t: TestApp & { sandbox: SandboxProvider; baseUrl: string };
  beforeAll(async () => {
    t = await listeningPaymentsApp();
  });
  afterAll(() => t.close());

  /** A learner whose optional-purchase stream is stopped (no subscription covers it). */
  const stoppedLearner = () => buildLearner(t.ctx, { stream: { isOptionalPurchase: true } });

  const streamStatus = async (auth: Record<string, string>, streamId: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${V1}/user-course-streams/${streamId}`,
        headers: auth,
      })
    ).json().status;

  /** The status call and the list, which are cached per learner. */
  const cachedStatuses = async (auth: Record<string, string>, streamId: number) => {
    const [status, list] = await Promise.all(
      [`${streamId}/status`, ''].map((path) =>
        t.app.inject({ method: 'GET', url: `${V1}/user-course-streams/${path}`, headers: auth }),
      ),
    );
    return [status?.json().status, list?.json()[0].status];
  };

  async function startCheckout(auth: Record<string, string>, streamId: number, key = randomUUID()) {
    return t.app.inject({
      method: 'POST',
      url: `${V1}/checkout/stream/${streamId}`,
      headers: auth,
      payload: { idempotency_key: key },
    });
  }

  const paymentIdOf = (url: string) => {
    const id = /\/checkout\/sandbox\/(pay_[0-9a-f]{32})$/.exec(url)?.[1];
    if (!id) throw new Error(`not a sandbox page: ${url}`);
    return id;
  };

  async function payOnPage(confirmationUrl: string, card: string) {
    const paymentId = paymentIdOf(confirmationUrl);
    const response = await t.app.inject({
      method: 'POST',
      url: `${V1}/sandbox-checkout/${paymentId}/pay`,
      payload: { card },
    });
    expect(response.statusCode).toBe(200);
    await t.sandbox.settle();
    return { paymentId, page: response.json() };
  }

  const readOrder = async (auth: Record<string, string>, id: number) =>
    (await t.app.inject({ method: 'POST', url: `${V1}/order/${id}`, headers: auth })).json();

  it('a stopped optional-purchase stream opens once the sandbox payment succeeds, by webhook', async () => {
    const learner = await stoppedLearner();
    expect(await streamStatus(learner.auth, learner.stream.id)).toBe('stopped');
    expect(await cachedStatuses(learner.auth, learner.stream.id)).toEqual(['stopped', 'stopped']);
    const started = await startCheckout(learner.auth, learner.stream.id);
    expect(started.statusCode).toBe(200);
    const { order_id, status, confirmation_url } = started.json();
    expect(status).toBe('new');
    expect(confirmation_url).toMatch(`${t.baseUrl}/checkout/sandbox/pay_`);

    const page = await t.app.inject({
      method: 'GET',
      url: `${V1}/sandbox-checkout/${paymentIdOf(confirmation_url)}`,
    });
    expect(page.json()).toMatchObject({
      amount: 2990,
      currency: 'RUB',
      status: 'pending',
      return_url: `${t.baseUrl}/checkout/return/${order_id}`,
    });

    await payOnPage(confirmation_url, 'succeeds');
    const order = await readOrder(learner.auth, order_id);
    expect(order).toMatchObject({ status: 'paid', amount: 2990, purchase_error: null });
    expect(order.refundable_until).toBe(Math.floor(t.clock.now().getTime() / 1000) + 14 * DAY_S);
    expect(await streamStatus(learner.auth, learner.stream.id)).toBe('started');
    // The cached answers were dropped by the payment, not kept until they expire.
    expect(await cachedStatuses(learner.auth, learner.stream.id)).toEqual(['started', 'started']);

    const [stored] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, order_id));
    expect(stored).toMatchObject({ status: 'succeeded', amount: 299_000, currency: 'RUB' });
    const events = await t.ctx.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventKey, `payment:${stored?.providerPaymentId}:succeeded`));
    expect(events).toHaveLength(1);
  });

  it("a running demo's full course is bought and taken back by a refund", async () => {
    const learner = await buildLearner(t.ctx, { stream: { isDemo: true } });
    const access = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${V1}/user-course-streams/${learner.stream.id}`,
          headers: learner.auth,
        })
      ).json();
    expect(await access()).toMatchObject({
      status: 'started',
      isDemo: true,
      courseFullAccess: false,
    });
    const { order_id, confirmation_url } = (
      await startCheckout(learner.auth, learner.stream.id)
    ).json();
    await payOnPage(confirmation_url, 'succeeds');
    expect(await access()).toMatchObject({ status: 'started', courseFullAccess: true });

    const refunded = await t.app.inject({
      method: 'POST',
      url: `${V1}/order/${order_id}/refund`,
      headers: learner.auth,
      payload: {},
    });
    expect(refunded.json().status).toBe('refunded');
    await t.sandbox.settle();
    expect(await access()).toMatchObject({ status: 'started', courseFullAccess: false });
  });

  it('the same idempotency key answers the same order and one payment', async () => {
    const learner = await stoppedLearner();
    const key = randomUUID();
    const first = (await startCheckout(learner.auth, learner.stream.id, key)).json();
    const again = (await startCheckout(learner.auth, learner.stream.id, key)).json();
    expect(again).toEqual(first);
    const rows = await t.ctx.db.select().from(payments).where(eq(payments.orderId, first.order_id));
    expect(rows).toHaveLength(1);
  });

  it('a declined card cancels the order with its purchase error and leaves the stream stopped', async () => {
    const learner = await stoppedLearner();
    const { order_id, confirmation_url } = (
      await startCheckout(learner.auth, learner.stream.id)
    ).json();
    await payOnPage(confirmation_url, 'declined');
    expect(await readOrder(learner.auth, order_id)).toMatchObject({
      status: 'cancelled',
      purchase_error: 'ERR_PAYMENT_NOT_ALLOWED',
    });
    expect(await streamStatus(learner.auth, learner.stream.id)).toBe('stopped');
  });

  it('a card that asks for confirmation pays only once confirmed', async () => {
    const learner = await stoppedLearner();
    const { order_id, confirmation_url } = (
      await startCheckout(learner.auth, learner.stream.id)
    ).json();
    const { paymentId, page } = await payOnPage(confirmation_url, 'asksConfirmation');
    expect(page).toMatchObject({ status: 'pending', awaiting_confirmation: true });
    expect((await readOrder(learner.auth, order_id)).status).toBe('new');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${V1}/sandbox-checkout/${paymentId}/confirm`,
      payload: { approve: true },
    });
    expect(confirmed.json()).toMatchObject({ status: 'succeeded', awaiting_confirmation: false });
    await t.sandbox.settle();
    expect((await readOrder(learner.auth, order_id)).status).toBe('paid');
  });

  it('a rejected confirmation cancels the order as not verified', async () => {
    const learner = await stoppedLearner();
    const { order_id, confirmation_url } = (
      await startCheckout(learner.auth, learner.stream.id)
    ).json();
    const { paymentId } = await payOnPage(confirmation_url, 'asksConfirmation');
    await t.app.inject({
      method: 'POST',
      url: `${V1}/sandbox-checkout/${paymentId}/confirm`,
      payload: { approve: false },
    });
    await t.sandbox.settle();
    expect(await readOrder(learner.auth, order_id)).toMatchObject({
      status: 'cancelled',
      purchase_error: 'ERR_VERIFICATION_FAILED',
    });
    // The page cannot be paid again once finished.
    const again = await t.app.inject({
      method: 'POST',
      url: `${V1}/sandbox-checkout/${paymentId}/pay`,
      payload: { card: 'succeeds' },
    });
    expect(again.json().status).toBe('canceled');
    expect((await readOrder(learner.auth, order_id)).status).toBe('cancelled');
  });

  it('a webhook delivered again, or many times at once, changes nothing after the first', async () => {
    const learner = await stoppedLearner();
    const { order_id, confirmation_url } = (
      await startCheckout(learner.auth, learner.stream.id)
    ).json();
    const { paymentId } = await payOnPage(confirmation_url, 'succeeds');
    const [before] = await t.ctx.db
      .select()
      .from(userCourseStreams)
      .where(eq(userCourseStreams.id, learner.stream.id));
    const deliver = (event: string) =>
      fetch(`${t.baseUrl}/payments/webhooks/sandbox`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': signSandboxWebhook(SANDBOX_SECRET, event, paymentId),
        },
        body: JSON.stringify({ type: 'notification', event, object: { id: paymentId } }),
      }).then(async (response) => ({
        status: response.status,
        ...((await response.json()) as { outcome: string }),
      }));

    expect(await deliver('payment.succeeded')).toEqual({ status: 200, outcome: 'repeated' });
    // The same change five times at once, after the sandbox delivered it: all find it stored
    // (the first delivery racing its repeats is proven in yookassa-provider.int.test.ts).
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => deliver('payment.succeeded')),
    );
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual(Array(5).fill('repeated'));
    const [after] = await t.ctx.db
      .select()
      .from(userCourseStreams)
      .where(eq(userCourseStreams.id, learner.stream.id));
    expect(after?.endDate).toEqual(before?.endDate);
    expect((await readOrder(learner.auth, order_id)).status).toBe('paid');
  });

  it('a webhook without the sandbox signature is refused and changes nothing', async () => {
    const learner = await stoppedLearner();
    const { order_id, confirmation_url } = (
      await startCheckout(learner.auth, learner.stream.id)
    ).json();
    const paymentId = paymentIdOf(confirmation_url);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/payments/webhooks/sandbox',
      headers: { 'x-sandbox-signature': 'f'.repeat(64) },
      payload: { type: 'notification', event: 'payment.succeeded', object: { id: paymentId } },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'webhook_rejected' });
    const other = await t.app.inject({
      method: 'POST',
      url: '/payments/webhooks/yookassa',
      payload: { type: 'notification', event: 'payment.succeeded', object: { id: paymentId } },
    });
    expect(other.statusCode).toBe(404);
    expect((await readOrder(learner.auth, order_id)).status).toBe('new');
  });

  it('money back within 14 days stops the stream again; after them it is refused', async () => {
    const learner = await stoppedLearner();
    const { order_id, confirmation_url } = (
      await startCheckout(learner.auth, learner.stream.id)
    ).json();
    await payOnPage(confirmation_url, 'succeeds');
    const refund = () =>
      t.app.inject({
        method: 'POST',
        url: `${V1}/order/${order_id}/refund`,
        headers: learner.auth,
        payload: { reason: 'changed my mind' },
      });
    t.clock.advance(13 * DAY_S);
    const refunded = await refund();
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'refunded', refundable_until: null });
    await t.sandbox.settle();
    expect(await streamStatus(learner.auth, learner.stream.id)).toBe('stopped');
    expect((await refund()).json().status).toBe('refunded');

    const late = await stoppedLearner();
    const second = (await startCheckout(late.auth, late.stream.id)).json();
    await payOnPage(second.confirmation_url, 'succeeds');
    t.clock.advance(14 * DAY_S + 1);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${V1}/order/${second.order_id}/refund`,
      headers: late.auth,
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'refund_window_passed' });
    expect(await streamStatus(late.auth, late.stream.id)).toBe('started');
  });

  it('a refund the provider refuses keeps the order paid and says so', async () => {
    const learner = await stoppedLearner();
    const { order_id, confirmation_url } = (
      await startCheckout(learner.auth, learner.stream.id)
    ).json();
    await payOnPage(confirmation_url, 'refundFails');
    const refused = await t.app.inject({
      method: 'POST',
      url: `${V1}/order/${order_id}/refund`,
      headers: learner.auth,
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'refund_failed' });
    expect((await readOrder(learner.auth, order_id)).status).toBe('paid');
    expect(await streamStatus(learner.auth, learner.stream.id)).toBe('started');
  });

  it("someone else's stream, order or refund is not found; an open stream or no e-mail is refused", async () => {
    const owner = await stoppedLearner();
    const { order_id } = (await startCheckout(owner.auth, owner.stream.id)).json();
    const stranger = await buildUser(t.ctx);
    expect((await startCheckout(stranger.auth, owner.stream.id)).statusCode).toBe(404);
    const foreignRefund = await t.app.inject({
      method: 'POST',
      url: `${V1}/order/${order_id}/refund`,
      headers: stranger.auth,
      payload: {},
    });
    expect(foreignRefund.statusCode).toBe(404);

    const open = await buildLearner(t.ctx);
    const conflict = await startCheckout(open.auth, open.stream.id);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: 'stream_not_stopped' });

    const noEmail = await buildLearner(t.ctx, { stream: { isOptionalPurchase: true } });
    await t.ctx.db.update(users).set({ email: null }).where(eq(users.id, noEmail.user.id));
    const refused = await t.app.inject({
      method: 'POST',
      url: `${V1}/checkout/stream/${noEmail.stream.id}`,
      headers: { ...noEmail.auth, 'accept-language': 'en' },
      payload: { idempotency_key: randomUUID() },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'email_required' });
    expect(JSON.stringify(refused.json())).toContain('Enter your e-mail address before a purchase');
    // Someone else's stream is not found, whatever the account lacks.
    expect((await startCheckout(noEmail.auth, owner.stream.id)).statusCode).toBe(404);
  });

  describe('saved cards', () => {
    /** A paid checkout that saved the card (as a subscription's first payment does). */
    async function savedCard(card: string) {
      const learner = await stoppedLearner();
      const started = await checkoutService(t.ctx).start({
        userId: learner.user.id,
        kind: COURSE_ACCESS_KIND,
        payload: courseAccessPayload(learner.stream.id),
        items: [{ title: 'Course', price: money(299_000) }],
        savePaymentMethod: true,
        idempotencyKey: randomUUID(),
      });
      await payOnPage(started.confirmationUrl ?? '', card);
      const [method] = await t.ctx.db
        .select()
        .from(userPaymentMethods)
        .where(eq(userPaymentMethods.userId, learner.user.id));
      if (!method) throw new Error('no card saved');
      return { learner, method };
    }

    it('lists brand, last four and expiry in data.data, never a number', async () => {
      const { learner, method } = await savedCard('succeeds');
      const response = await t.app.inject({
        method: 'GET',
        url: '/spa/v2/user-payment-method',
        headers: learner.auth,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([
        {
          id: method.id,
          brand: 'visa',
          last4: '4242',
          expiry_month: 12,
          expiry_year: t.clock.now().getUTCFullYear() + 3,
        },
      ]);
      expect(response.body).not.toMatch(/\d{12,}/);
    });

    it("deletes at the provider, then here; someone else's card is not found", async () => {
      const { learner, method } = await savedCard('succeeds');
      const stranger = await buildUser(t.ctx);
      const foreign = await t.app.inject({
        method: 'DELETE',
        url: `/spa/v2/user-payment-method/${method.id}`,
        headers: stranger.auth,
      });
      expect(foreign.statusCode).toBe(404);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/spa/v2/user-payment-method/${method.id}`,
        headers: learner.auth,
      });
      expect(deleted.statusCode).toBe(204);
      const atProvider = await t.ctx.db
        .select()
        .from(sandboxProviderObjects)
        .where(eq(sandboxProviderObjects.id, method.providerMethodId));
      expect(atProvider).toHaveLength(0);
      const list = await t.app.inject({
        method: 'GET',
        url: '/spa/v2/user-payment-method',
        headers: learner.auth,
      });
      expect(list.json().data).toEqual([]);
    });

    it('charges a saved card off-session once per key; a declining card cancels with its reason', async () => {
      const { learner, method } = await savedCard('succeeds');
      const charge = (key: string) =>
        checkoutService(t.ctx).chargeSaved({
          userId: learner.user.id,
          paymentMethodId: method.id,
          kind: COURSE_ACCESS_KIND,
          payload: courseAccessPayload(learner.stream.id),
          items: [{ title: 'Renewal', price: money(299_000) }],
          idempotencyKey: key,
        });
      const [first, again] = [await charge('renewal-1'), await charge('renewal-1')];
      expect(first.status).toBe('paid');
      expect(again.id).toBe(first.id);
      expect(
        await t.ctx.db.select().from(payments).where(eq(payments.orderId, first.id)),
      ).toHaveLength(1);

      const declining = await savedCard('renewalDeclines');
      const declined = await checkoutService(t.ctx).chargeSaved({
        userId: declining.learner.user.id,
        paymentMethodId: declining.method.id,
        kind: COURSE_ACCESS_KIND,
        payload: courseAccessPayload(declining.learner.stream.id),
        items: [{ title: 'Renewal', price: money(299_000) }],
        idempotencyKey: 'renewal-2',
      });
      expect(declined.status).toBe('cancelled');
      const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, declined.id));
      expect(row?.status).toBe('cancelled');
      await expect(
        checkoutService(t.ctx).chargeSaved({
          userId: learner.user.id,
          paymentMethodId: declining.method.id,
          kind: COURSE_ACCESS_KIND,
          payload: {},
          items: [{ title: 'Renewal', price: money(1) }],
          idempotencyKey: 'someone-elses-card',
        }),
      ).rejects.toMatchObject({ status: 404 });
    });
  });
});
