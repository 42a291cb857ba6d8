import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLearner } from '../../../test/factories/learning';
import { buildUser } from '../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { payments, userPaymentMethods } from '../../db/schema/payments';
import { listJobs } from '../../jobs/jobs.repository';
import { createJobRunner } from '../../jobs/runner';
import { renewalJob } from '../subscriptions/subscription-billing';
import { subscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { cardCheckVoidJob } from './checkout';
import { money } from './money';
import { ProviderError, WebhookRejected } from './provider';
import { createYooKassaProvider } from './yookassa-provider';

const SHOP = '123456';
const KEY = 'test_secret_key';

/** A local stand-in for YooKassa's API v3, as documented: basic auth shopId:secretKey, an
 * Idempotence-Key on every POST (the same key answers the first result), payments that wait for
 * the payer behind a redirect confirmation, charges of a saved `payment_method_id`, refunds;
 * a payment made with `capture: false` waits for its capture once paid (`waiting_for_capture`)
 * and only then may be cancelled (`POST /payments/{id}/cancel`), its card staying saved. */
function fakeYooKassa() {
  const paymentsById = new Map<string, Record<string, unknown>>();
  const refundsById = new Map<string, Record<string, unknown>>();
  const byKey = new Map<string, Record<string, unknown>>();
  /** Payments created with `capture: false`: paying them only authorises. */
  const authorisingOnly = new Set<string>();
  const requests: { method: string; url: string; key?: string; body?: Record<string, unknown> }[] =
    [];
  let next = 0;
  const newId = () => `2d${(++next).toString().padStart(6, '0')}-000f-5000-9000-1b68e7b15f3f`;

  const read = (request: IncomingMessage) =>
    new Promise<Record<string, unknown>>((resolve) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => resolve(text ? JSON.parse(text) : {}));
    });

  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const key = request.headers['idempotence-key'] as string | undefined;
    const logged: (typeof requests)[number] = {
      method: request.method ?? '',
      url: request.url ?? '',
      key,
    };
    requests.push(logged);
    const expected = `Basic ${Buffer.from(`${SHOP}:${KEY}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return send(401, { type: 'error', code: 'invalid_credentials', description: 'Bad auth' });
    }
    const url = request.url ?? '';
    if (request.method === 'POST') {
      if (!key)
        return send(400, {
          type: 'error',
          code: 'invalid_request',
          description: 'Idempotence-Key',
        });
      const body = await read(request);
      logged.body = body;
      const known = byKey.get(`${url}:${key}`);
      if (known) return send(200, known);
      let answer: Record<string, unknown> | undefined;
      if (url === '/payments') {
        const id = newId();
        const saved = body.payment_method_id
          ? [...paymentsById.values()].find(
              (payment) =>
                (payment.payment_method as { id: string } | undefined)?.id ===
                body.payment_method_id,
            )?.payment_method
          : undefined;
        if (body.payment_method_id && !saved) {
          return send(400, {
            type: 'error',
            code: 'invalid_request',
            description: 'payment_method_id',
          });
        }
        answer = {
          id,
          status: saved ? 'succeeded' : 'pending',
          paid: Boolean(saved),
          amount: body.amount,
          description: body.description,
          metadata: body.metadata,
          ...(saved
            ? { payment_method: saved }
            : {
                confirmation: {
                  type: 'redirect',
                  confirmation_url: `https://yoomoney.ru/checkout/payments/v2/contract?orderId=${id}`,
                },
                save_payment_method: body.save_payment_method,
              }),
        };
        if (body.capture === false) authorisingOnly.add(id);
        paymentsById.set(id, answer);
      } else if (url === '/refunds') {
        const id = newId();
        answer = { id, payment_id: body.payment_id, status: 'succeeded', amount: body.amount };
        refundsById.set(id, answer);
      } else {
        const cancel = /^\/payments\/([^/]+)\/cancel$/.exec(url);
        const payment = cancel && paymentsById.get(cancel[1] ?? '');
        if (!payment) return send(404, { type: 'error', code: 'not_found' });
        if (payment.status !== 'waiting_for_capture') {
          return send(400, {
            type: 'error',
            code: 'invalid_request',
            description: 'Only a payment waiting for capture can be cancelled',
          });
        }
        Object.assign(payment, {
          status: 'canceled',
          cancellation_details: { party: 'merchant', reason: 'canceled_by_merchant' },
        });
        answer = payment;
      }
      byKey.set(`${url}:${key}`, answer);
      return send(200, answer);
    }
    const payment = /^\/payments\/([^/]+)$/.exec(url);
    const refund = /^\/refunds\/([^/]+)$/.exec(url);
    const found = payment
      ? paymentsById.get(payment[1] ?? '')
      : refund
        ? refundsById.get(refund[1] ?? '')
        : undefined;
    if (!found) return send(404, { type: 'error', code: 'not_found', description: 'Not found' });
    return send(200, found);
  });

  return {
    server,
    requests,
    /** The payer paid on YooKassa's page with a card it saved. */
    pay(id: string) {
      const payment = paymentsById.get(id);
      if (!payment) throw new Error(`no payment ${id}`);
      Object.assign(payment, {
        status: authorisingOnly.has(id) ? 'waiting_for_capture' : 'succeeded',
        paid: true,
        confirmation: undefined,
        payment_method: {
          type: 'bank_card',
          id: `pm-${id}`,
          saved: Boolean(payment.save_payment_method),
          card: { last4: '4477', expiry_month: '07', expiry_year: '2029', card_type: 'MIR' },
        },
      });
    },
    /** YooKassa cancelled a payment left waiting for its capture (its hold expired). */
    expire(id: string) {
      const payment = paymentsById.get(id);
      if (!payment) throw new Error(`no payment ${id}`);
      Object.assign(payment, {
        status: 'canceled',
        cancellation_details: { party: 'yoo_money', reason: 'expired_on_capture' },
      });
    },
    /** The payer's bank declined the card on YooKassa's page. */
    decline(id: string) {
      const payment = paymentsById.get(id);
      if (!payment) throw new Error(`no payment ${id}`);
      Object.assign(payment, {
        status: 'canceled',
        confirmation: undefined,
        cancellation_details: { party: 'payment_network', reason: 'card_expired' },
      });
    },
  };
}

describe('YooKassa adapter against a local fake of its API', () => {
  const fake = fakeYooKassa();
  let apiUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => fake.server.close(resolve)));

  const provider = (secretKey = KEY) =>
    createYooKassaProvider({
      apiUrl,
      shopId: SHOP,
      secretKey,
      webhookSenders: ['185.71.76.0/27', '127.0.0.1'],
    });

  it('creates a payment with the key, amount as a decimal string and a redirect; the same key answers the same payment', async () => {
    const key = randomUUID();
    const input = {
      amount: money(299_050),
      description: 'Course',
      returnUrl: 'https://example.com/return',
      savePaymentMethod: true,
      idempotencyKey: key,
      metadata: { orderId: '7' },
    };
    const first = await provider().createPayment(input);
    expect(first).toMatchObject({
      status: 'pending',
      amount: { amount: 299_050, currency: 'RUB' },
      metadata: { orderId: '7' },
    });
    expect(first.confirmationUrl).toMatch(/^https:\/\/yoomoney\.ru\/checkout/);
    expect((await provider().createPayment(input)).id).toBe(first.id);
    expect(fake.requests.filter((request) => request.key === key)).toHaveLength(2);
  });

  it('reads a paid payment with its saved card, charges it by payment_method_id, refunds', async () => {
    const created = await provider().createPayment({
      amount: money(100_000),
      description: 'Subscription',
      returnUrl: 'https://example.com/return',
      savePaymentMethod: true,
      idempotencyKey: randomUUID(),
      metadata: {},
    });
    fake.pay(created.id);
    const paid = await provider().getPayment(created.id);
    expect(paid).toMatchObject({ status: 'succeeded', confirmationUrl: null });
    expect(paid.method).toEqual({
      id: `pm-${created.id}`,
      saved: true,
      brand: 'mir',
      last4: '4477',
      expiryMonth: 7,
      expiryYear: 2029,
    });
    const charged = await provider().chargeSavedMethod({
      amount: money(100_000),
      description: 'Renewal',
      paymentMethodId: `pm-${created.id}`,
      idempotencyKey: randomUUID(),
      metadata: {},
    });
    expect(charged.status).toBe('succeeded');
    const refund = await provider().refund({
      paymentId: charged.id,
      amount: money(100_000),
      description: 'money back',
      idempotencyKey: randomUUID(),
    });
    expect(refund).toMatchObject({
      paymentId: charged.id,
      status: 'succeeded',
      amount: { amount: 100_000 },
    });
    expect(await provider().getRefund(refund.id)).toEqual(refund);
  });

  it('checks a card without a charge: 1.00 authorised with capture false, then cancelled with its key, the card kept', async () => {
    const key = randomUUID();
    const input = {
      currency: 'RUB' as const,
      description: 'Все курсы',
      returnUrl: 'https://example.com/return',
      idempotencyKey: key,
      metadata: { orderId: '9' },
    };
    const check = await provider().verifyCard(input);
    expect(check).toMatchObject({
      status: 'pending',
      amount: { amount: 100, currency: 'RUB' },
      metadata: { orderId: '9' },
    });
    expect(check.confirmationUrl).toMatch(/^https:\/\/yoomoney\.ru\/checkout/);
    expect(fake.requests.find((request) => request.key === key)?.body).toMatchObject({
      amount: { value: '1.00', currency: 'RUB' },
      capture: false,
      save_payment_method: true,
      confirmation: { type: 'redirect', return_url: 'https://example.com/return' },
    });
    expect((await provider().verifyCard(input)).id).toBe(check.id);
    // Nothing to cancel before the payer has confirmed the card.
    await expect(provider().cancelPayment(check.id, randomUUID())).rejects.toMatchObject({
      status: 400,
      code: 'invalid_request',
    });

    fake.pay(check.id);
    const authorised = await provider().getPayment(check.id);
    expect(authorised).toMatchObject({
      status: 'waiting_for_capture',
      confirmationUrl: null,
      method: { id: `pm-${check.id}`, saved: true, last4: '4477' },
    });
    const voidKey = randomUUID();
    const voided = await provider().cancelPayment(check.id, voidKey);
    expect(voided).toMatchObject({
      status: 'canceled',
      cancellationReason: 'canceled_by_merchant',
      method: { id: `pm-${check.id}`, saved: true },
    });
    expect(await provider().cancelPayment(check.id, voidKey)).toEqual(voided);
    expect(
      fake.requests.filter((request) => request.url === `/payments/${check.id}/cancel`),
    ).toEqual([
      expect.objectContaining({ method: 'POST' }),
      expect.objectContaining({ method: 'POST', key: voidKey }),
      expect.objectContaining({ method: 'POST', key: voidKey }),
    ]);
    // The voided check's card pays later charges.
    const charged = await provider().chargeSavedMethod({
      amount: money(299_000),
      description: 'Renewal',
      paymentMethodId: `pm-${check.id}`,
      idempotencyKey: randomUUID(),
      metadata: {},
    });
    expect(charged).toMatchObject({ status: 'succeeded', amount: { amount: 299_000 } });
  });

  it('answers its errors as provider errors (bad key, unknown id)', async () => {
    await expect(provider('wrong').getPayment('x')).rejects.toMatchObject({
      status: 401,
      code: 'invalid_credentials',
    });
    await expect(provider().getPayment('missing')).rejects.toBeInstanceOf(ProviderError);
  });

  it('trusts a webhook only from its addresses and only as far as the API says', async () => {
    const created = await provider().createPayment({
      amount: money(5000),
      description: 'x',
      returnUrl: 'https://example.com/return',
      savePaymentMethod: false,
      idempotencyKey: randomUUID(),
      metadata: {},
    });
    const body = {
      type: 'notification',
      event: 'payment.succeeded',
      object: { id: created.id, status: 'succeeded' },
    };
    await expect(
      provider().verifyWebhook({ body, headers: {}, ip: '10.1.2.3' }),
    ).rejects.toBeInstanceOf(WebhookRejected);
    // The body says succeeded; the API says it still waits: the event carries the API's word.
    const claimed = await provider().verifyWebhook({ body, headers: {}, ip: '::ffff:185.71.76.5' });
    expect(claimed).toMatchObject({
      key: `payment:${created.id}:pending`,
      type: 'payment',
      payment: { status: 'pending' },
    });
    await expect(
      provider().verifyWebhook({
        body: { ...body, object: { id: 'forged' } },
        headers: {},
        ip: '127.0.0.1',
      }),
    ).rejects.toBeInstanceOf(WebhookRejected);
  });

  describe('through the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        PAYMENT_PROVIDER: 'yookassa',
        YOOKASSA_SHOP_ID: SHOP,
        YOOKASSA_SECRET_KEY: KEY,
        YOOKASSA_API_URL: apiUrl,
        YOOKASSA_WEBHOOK_IPS: '185.71.76.0/27,77.75.156.11',
      });
    });
    afterAll(() => t.close());

    it('a checkout pays once its webhook from YooKassa re-reads the payment as succeeded', async () => {
      const learner = await buildLearner(t.ctx, { stream: { isOptionalPurchase: true } });
      const started = await t.app.inject({
        method: 'POST',
        url: `/spa/api/v1/checkout/stream/${learner.stream.id}`,
        headers: learner.auth,
        payload: { idempotency_key: randomUUID() },
      });
      const { order_id, confirmation_url } = started.json();
      expect(confirmation_url).toMatch(/^https:\/\/yoomoney\.ru\//);
      const paymentId = new URL(confirmation_url).searchParams.get('orderId') ?? '';
      const notify = (remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/payments/webhooks/yookassa',
          remoteAddress,
          payload: { type: 'notification', event: 'payment.succeeded', object: { id: paymentId } },
        });
      expect((await notify('185.71.76.9')).json()).toEqual({ outcome: 'applied' });
      const order = () =>
        t.app.inject({
          method: 'POST',
          url: `/spa/api/v1/order/${order_id}`,
          headers: learner.auth,
        });
      // Not paid yet at YooKassa: the notification was stored, the order stays new.
      expect((await order()).json().status).toBe('new');
      fake.pay(paymentId);
      expect((await notify('1.2.3.4')).statusCode).toBe(403);
      // The first delivery of the change and its repeats at once: one applies it.
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, async () => (await notify('77.75.156.11')).json().outcome),
      );
      expect(outcomes.sort()).toEqual(['applied', ...Array(5).fill('repeated')]);
      expect((await order()).json().status).toBe('paid');
      // The stream's end moved once: 30 days from now, not 180.
      const stream = await t.app.inject({
        method: 'GET',
        url: `/spa/api/v1/user-course-streams/${learner.stream.id}`,
        headers: learner.auth,
      });
      expect(stream.json().endDate).toBe(t.clock.now().getTime() + 30 * 24 * 60 * 60 * 1000);

      // Money returned in YooKassa's dashboard: its notification refunds the order here and,
      // within the window, stops the course again.
      const refund = await provider().refund({
        paymentId,
        amount: money(299_000),
        description: 'dashboard',
        idempotencyKey: randomUUID(),
      });
      const refunded = await t.app.inject({
        method: 'POST',
        url: '/payments/webhooks/yookassa',
        remoteAddress: '185.71.76.9',
        payload: { type: 'notification', event: 'refund.succeeded', object: { id: refund.id } },
      });
      expect(refunded.json()).toEqual({ outcome: 'applied' });
      expect((await order()).json().status).toBe('refunded');
      const after = await t.app.inject({
        method: 'GET',
        url: `/spa/api/v1/user-course-streams/${learner.stream.id}`,
        headers: learner.auth,
      });
      expect(after.json().status).toBe('stopped');
    });

    /** A new learner of a brand whose monthly 2990 RUB plan starts with a 7-day trial. */
    async function trialLearner() {
      const learner = await buildUser(t.ctx);
      const plan = await subscriptionsRepository(t.ctx.db).createPlan(
        {
          brandId: learner.user.brandId,
          title: 'Все курсы',
          courseServiceType: 'main_subscription',
          amount: 299_000,
          trialDays: 7,
          moneyBackDays: 14,
        },
        [],
      );
      return { learner, plan };
    }
    const subscribeTo = (auth: Record<string, string>, planId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/spa/api/v1/payment-subscriptions/subscribe',
        headers: auth,
        payload: { planId, idempotency_key: randomUUID() },
      });
    /** YooKassa's notification of a change of the payment, from one of its addresses. */
    const notify = (event: string, id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/payments/webhooks/yookassa',
        remoteAddress: '185.71.76.9',
        payload: { type: 'notification', event, object: { id } },
      });
    const paymentOf = (url: string) => new URL(url).searchParams.get('orderId') ?? '';

    it("a first subscription's trial through YooKassa: the card check's authorisation opens the trial and is voided; the trial end charges the saved card", async () => {
      const { learner, plan } = await trialLearner();
      const subscribe = () => subscribeTo(learner.auth, plan.id);
      const order = async (id: number) =>
        (
          await t.app.inject({
            method: 'POST',
            url: `/spa/api/v1/order/${id}`,
            headers: learner.auth,
          })
        ).json();
      const runJobs = () =>
        createJobRunner(t.ctx, {
          kinds: [cardCheckVoidJob, renewalJob],
          log: { error() {} },
        }).drain();

      // A card the bank declines: nothing starts.
      const declined = (await subscribe()).json();
      fake.decline(paymentOf(declined.confirmation_url));
      await notify('payment.canceled', paymentOf(declined.confirmation_url));
      expect(await order(declined.order_id)).toMatchObject({ status: 'cancelled', amount: 0 });
      expect(await subscriptionsRepository(t.ctx.db).listOf(learner.user.id)).toEqual([]);

      const started = (await subscribe()).json();
      const checkId = paymentOf(started.confirmation_url);
      const created = fake.requests.find(
        (request) =>
          request.method === 'POST' &&
          request.url === '/payments' &&
          request.body?.metadata &&
          (request.body.metadata as Record<string, string>).orderId === String(started.order_id),
      );
      expect(created?.body).toMatchObject({
        amount: { value: '1.00', currency: 'RUB' },
        capture: false,
        save_payment_method: true,
      });
      fake.pay(checkId);
      expect((await notify('payment.waiting_for_capture', checkId)).json()).toEqual({
        outcome: 'applied',
      });
      expect((await notify('payment.waiting_for_capture', checkId)).json()).toEqual({
        outcome: 'repeated',
      });
      expect(await order(started.order_id)).toMatchObject({ status: 'paid', amount: 0 });
      const [subscription] = await subscriptionsRepository(t.ctx.db).listOf(learner.user.id);
      const trialEnd = new Date(t.clock.now().getTime() + 7 * 24 * 60 * 60 * 1000);
      expect(subscription).toMatchObject({
        status: 'active',
        paidCycles: 0,
        trialEndsAt: trialEnd,
      });
      expect(subscription?.nextPayAt).toEqual(trialEnd);
      const cards = await t.ctx.db
        .select()
        .from(userPaymentMethods)
        .where(eq(userPaymentMethods.userId, learner.user.id));
      expect(cards).toEqual([
        expect.objectContaining({
          id: subscription?.paymentMethodId,
          providerMethodId: `pm-${checkId}`,
        }),
      ]);

      // The job voids the hold once (with its key), and the canceled check changes nothing.
      await runJobs();
      const cancels = fake.requests.filter(
        (request) => request.url === `/payments/${checkId}/cancel`,
      );
      expect(cancels).toEqual([expect.objectContaining({ key: `void:${checkId}` })]);
      expect((await notify('payment.canceled', checkId)).json()).toEqual({ outcome: 'applied' });
      expect(await order(started.order_id)).toMatchObject({ status: 'paid' });
      expect((await subscriptionsRepository(t.ctx.db).byId(subscription?.id ?? 0))?.status).toBe(
        'active',
      );

      t.clock.advance(7 * 24 * 60 * 60 + 1);
      await runJobs();
      const charge = fake.requests.find(
        (request) => request.body?.payment_method_id === `pm-${checkId}`,
      );
      expect(charge?.body).toMatchObject({
        amount: { value: '2990.00', currency: 'RUB' },
        capture: true,
      });
      expect(await subscriptionsRepository(t.ctx.db).byId(subscription?.id ?? 0)).toMatchObject({
        status: 'active',
        paidCycles: 1,
      });
    });

    it("a card check's hold that YooKassa let expire before the void: the void reads it as cancelled, the trial stays", async () => {
      const { learner, plan } = await trialLearner();
      const checkId = paymentOf((await subscribeTo(learner.auth, plan.id)).json().confirmation_url);
      fake.pay(checkId);
      const notified = await notify('payment.waiting_for_capture', checkId);
      expect(notified.json()).toEqual({ outcome: 'applied' });
      fake.expire(checkId);
      await createJobRunner(t.ctx, { kinds: [cardCheckVoidJob], log: { error() {} } }).drain();
      expect(await listJobs(t.ctx.db, cardCheckVoidJob.name)).toEqual([]);
      const [row] = await t.ctx.db
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, checkId));
      expect(row).toMatchObject({ status: 'canceled', cancellationReason: 'expired_on_capture' });
      const [subscription] = await subscriptionsRepository(t.ctx.db).listOf(learner.user.id);
      expect(subscription).toMatchObject({ status: 'active', paidCycles: 0 });
    });
  });
});
