import { publicUrl } from '../../config';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { defineJobKind } from '../../jobs/job-kind';
import { scheduleJob } from '../../jobs/jobs.repository';
import { AppError, conflict, invalid, notFound } from '../../lib/errors';
import { type OrderRow, ordersRepository } from '../orders/orders.repository';
import { type PointsPaid, returnPoints, spendPointsTowards } from '../points/points-payment';
import { type NoteChange, writeLearning } from '../streams/learning-changes';
import { addMoney, isCurrencyCode, isZeroMoney, type Money, money, subtractMoney } from './money';
import { moneyBackDaysOf, type OrderEventContext, orderKind } from './order-kinds';
import { type PaymentRow, paymentsRepository } from './payments.repository';
import { ProviderError, type ProviderPayment, type ProviderRefund } from './provider';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The spec: the user must enter an e-mail before a purchase (the web app's e-mail modal asks
 * for it first); a purchase call of an account without one is refused. */
export function requireBuyerEmail(user: { email: string | null }): void {
  if (!user.email) {
    throw invalid({ email: [{ key: 'payments.errors.emailRequired' }] }, 'email_required');
  }
}

export interface CheckoutItem {
  title: string;
  price: Money;
}

export interface StartCheckoutInput {
  userId: number;
  /** A registered order kind (order-kinds.ts). */
  kind: string;
  /** The kind's own data, handed back to its hooks on order.payload (JSON). */
  payload: Record<string, unknown>;
  /** At least one; all in one currency. */
  items: CheckoutItem[];
  /** Keep the card for charges without the payer (subscriptions, installments). */
  savePaymentMethod?: boolean;
  /** The caller's key of this purchase (the client's, or one the caller derives): repeating the
   * call with it answers the same order and payment. */
  idempotencyKey: string;
  /** Points the learner puts towards the price (one a rouble, from a balance of 200): taken
   * before the order exists, given back when it is not paid or refunded within its window. */
  points?: { amount: number; subject: string };
}

export interface CheckoutStarted {
  order: OrderRow;
  /** Where to send the learner to pay; null when nothing is asked of them (a free order is
   * paid at once). */
  confirmationUrl: string | null;
}

export interface ChargeSavedInput extends Omit<StartCheckoutInput, 'savePaymentMethod'> {
  /** Our id of the learner's saved card (user_payment_methods.id). */
  paymentMethodId: number;
}

export interface RefundOrderInput {
  orderId: number;
  /** The learner asking for their money back; null for staff and jobs. */
  userId: number | null;
  reason: string;
}

/** A card id that is not the user's, or a kind nobody registered: a caller's bug or someone
 * else's card, both answered as not found. */
const paymentMethodNotFound = notFound;
const refundWindowPassed = () =>
  conflict('refund_window_passed', 'payments.errors.refundWindowPassed');
const refundFailed = () => conflict('refund_failed', 'payments.errors.refundFailed');
const notPaid = () => conflict('order_not_paid', 'payments.errors.orderNotPaid');
const providerUnavailable = () =>
  new AppError(502, 'payment_provider_unavailable', 'payments.errors.providerUnavailable');

function total(items: CheckoutItem[]): Money {
  const [first, ...rest] = items.map((item) => item.price);
  if (!first) throw new Error('a checkout needs at least one item');
  return addMoney(first, ...rest);
}

/** The items with `paid` kopecks taken off, from the first item on (lines are never negative). */
function lessPaid(items: CheckoutItem[], paid: number): CheckoutItem[] {
  let left = paid;
  return items.map((item) => {
    const off = Math.min(left, item.price.amount);
    left -= off;
    return { ...item, price: subtractMoney(item.price, money(off, item.price.currency)) };
  });
}

/** The points that paid part of an order (its payload's pointsPaid), if any. */
function pointsOf(order: OrderRow): PointsPaid | null {
  const paid = order.payload.pointsPaid as PointsPaid | undefined;
  return typeof paid?.amount === 'number' && typeof paid.key === 'string' ? paid : null;
}

async function returnPointsOf(tx: Executor, order: OrderRow) {
  const paid = pointsOf(order);
  if (paid) await returnPoints(tx, order.userId, paid);
}

/**
 * The one way to sell something: areas call `start` (the learner pays on the provider's page)
 * or `chargeSaved` (a renewal or an installment, from a saved card); webhooks and the answers of
 * the provider go through `applyPayment` / `applyRefund`, which are idempotent per change.
 */
export function checkoutService(ctx: AppContext) {
  const provider = ctx.payments;
  const orders = ordersRepository(ctx.db);
  const store = paymentsRepository(ctx.db);

  const returnUrl = (orderId: number) => `${publicUrl(ctx.config)}/checkout/return/${orderId}`;

  function createOrder(input: StartCheckoutInput): Promise<OrderRow> {
    orderKind(input.kind);
    const amount = total(input.items);
    return orders.insertOnce({
      userId: input.userId,
      status: 'new',
      kind: input.kind,
      payload: input.payload,
      amount: amount.amount,
      currency: amount.currency,
      items: input.items.map((item) => ({ title: item.title, amount: item.price.amount })),
      idempotencyKey: input.idempotencyKey,
    });
  }

  /** Spends the points first (a retry spent them already), then creates the order at the price
   * left; an order that could not be created gives them back. */
  async function createOrderPaidWithPoints(
    input: StartCheckoutInput,
    points: { amount: number; subject: string },
  ): Promise<OrderRow> {
    const pointsPaid: PointsPaid = { ...points, key: `points:${input.idempotencyKey}` };
    const paid = await spendPointsTowards(ctx.db, input.userId, total(input.items).amount, {
      ...pointsPaid,
      reason: 'purchasePayment',
    });
    try {
      return await createOrder({
        ...input,
        payload: { ...input.payload, pointsPaid: { ...pointsPaid } },
        items: lessPaid(input.items, paid),
      });
    } catch (error) {
      await returnPoints(ctx.db, input.userId, pointsPaid);
      throw error;
    }
  }

  const orderDescription = (order: OrderRow) => order.items.map((item) => item.title).join(', ');

  const orderMoney = (order: OrderRow): Money =>
    money(order.amount, isCurrencyCode(order.currency) ? order.currency : 'RUB');

  /** Marks the order paid and lets its kind open what was bought; nothing when it is not new. */
  async function settlePaid(
    tx: Executor,
    orderId: number,
    paymentMethodId: number | null,
    noteChange: NoteChange,
  ) {
    const repository = ordersRepository(tx);
    const order = await repository.lock(orderId);
    if (order?.status !== 'new') return;
    noteChange({ userId: order.userId });
    const now = ctx.clock.now();
    const kind = orderKind(order.kind);
    const event: OrderEventContext = { ctx, now, paymentMethodId };
    const grant = await kind.onPaid(tx, order, event);
    const days = moneyBackDaysOf(kind, order);
    await repository.update(orderId, {
      status: 'paid',
      grant,
      paidAt: now,
      refundableUntil: new Date(now.getTime() + days * DAY_MS),
    });
  }

  async function settleFailed(
    tx: Executor,
    orderId: number,
    reason: string | null,
    noteChange: NoteChange,
  ) {
    const repository = ordersRepository(tx);
    const order = await repository.lock(orderId);
    if (order?.status !== 'new') return;
    noteChange({ userId: order.userId });
    await repository.update(orderId, { status: 'cancelled' });
    await returnPointsOf(tx, order);
    await orderKind(order.kind).onFailed?.(tx, order, reason, {
      ctx,
      now: ctx.clock.now(),
      paymentMethodId: null,
    });
  }

  /** Applies the provider's word on a payment (a webhook, or the answer of a charge) inside
   * `tx`; false when we have no such payment. A change already applied changes nothing. What
   * an order's kind opened or revoked is noted for writeLearning. */
  async function applyPayment(
    tx: Executor,
    payment: ProviderPayment,
    noteChange: NoteChange,
  ): Promise<boolean> {
    const repository = paymentsRepository(tx);
    const row = await repository.lockByProviderId(provider.name, payment.id);
    if (!row) return false;
    if (row.status === payment.status || row.status === 'succeeded' || row.status === 'canceled') {
      return true;
    }
    const now = ctx.clock.now();
    await repository.updatePayment(row.id, {
      status: payment.status,
      cancellationReason: payment.cancellationReason,
      paidAt: payment.status === 'succeeded' ? now : null,
    });
    // We capture every payment at once, so an authorisation waiting for its capture is a card
    // check (verifyCard) that passed: the card is saved and the hold is voided, never captured.
    const verified = payment.status === 'waiting_for_capture';
    if (payment.status === 'succeeded' || verified) {
      const methodId =
        payment.method?.saved && (row.savePaymentMethod || row.offSession)
          ? await repository.saveMethod(row.userId, provider.name, payment.method)
          : null;
      await settlePaid(tx, row.orderId, methodId, noteChange);
    }
    if (verified) {
      await scheduleJob(tx, cardCheckVoidJob, {
        runAt: now,
        payload: { providerPaymentId: payment.id },
        key: `void:${payment.id}`,
      });
    }
    if (payment.status === 'canceled') {
      await settleFailed(tx, row.orderId, payment.cancellationReason, noteChange);
    }
    return true;
  }

  /** Applies the provider's word on a refund inside `tx`: a succeeded refund marks the order
   * refunded and, within its money-back window, revokes what it opened. */
  async function applyRefund(
    tx: Executor,
    refund: ProviderRefund,
    noteChange: NoteChange,
  ): Promise<boolean> {
    const repository = paymentsRepository(tx);
    const payment = await repository.lockByProviderId(provider.name, refund.paymentId);
    if (!payment) return false;
    const known = await repository.findRefundByProviderId(refund.id);
    const row =
      known ??
      // A refund made in the provider's dashboard: recorded as it comes.
      (await repository.insertRefundOnce({
        paymentId: payment.id,
        providerRefundId: refund.id,
        idempotencyKey: `provider-refund:${refund.id}`,
        status: 'pending',
        amount: refund.amount.amount,
        currency: refund.amount.currency,
      }));
    if (row.status !== 'pending') return true;
    await repository.updateRefund(row.id, { status: refund.status });
    if (refund.status !== 'succeeded') return true;
    const ordersOfTx = ordersRepository(tx);
    const order = await ordersOfTx.lock(payment.orderId);
    if (order?.status !== 'paid') return true;
    const now = ctx.clock.now();
    await ordersOfTx.update(order.id, { status: 'refunded', refundedAt: now });
    if (order.refundableUntil && now <= order.refundableUntil) {
      noteChange({ userId: order.userId });
      await returnPointsOf(tx, order);
      await orderKind(order.kind).onRefunded(tx, order, order.grant ?? {}, {
        ctx,
        now,
        paymentMethodId: null,
      });
    }
    return true;
  }

  async function callProvider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw Object.assign(providerUnavailable(), { cause: error });
    }
  }

  /** Sends the payment to the provider once (a retry reuses the row and the key) and applies
   * what the provider answered. */
  async function pay(
    payment: PaymentRow,
    send: () => Promise<ProviderPayment>,
  ): Promise<ProviderPayment> {
    const answer = await callProvider(send);
    await writeLearning(ctx, async (tx, noteChange) => {
      await paymentsRepository(tx).updatePayment(payment.id, {
        providerPaymentId: answer.id,
        confirmationUrl: answer.confirmationUrl,
      });
      await applyPayment(tx, answer, noteChange);
    });
    return answer;
  }

  /** The order's payment on the provider's page, created once per order and purpose (a retry
   * reuses the row and the key); answers where the learner goes to pay. */
  async function openPayment(
    order: OrderRow,
    purpose: 'checkout' | 'card-check',
    savePaymentMethod: boolean,
    send: (payment: PaymentRow) => Promise<ProviderPayment>,
  ): Promise<CheckoutStarted> {
    const amount = orderMoney(order);
    const payment = await store.insertPaymentOnce({
      orderId: order.id,
      userId: order.userId,
      provider: provider.name,
      idempotencyKey: `order:${order.id}:${purpose}`,
      status: 'pending',
      amount: amount.amount,
      currency: amount.currency,
      savePaymentMethod,
    });
    if (payment.providerPaymentId && payment.status === 'pending') {
      return { order, confirmationUrl: payment.confirmationUrl };
    }
    const answer = await pay(payment, () => send(payment));
    const current = (await orders.findOwned(order.userId, order.id)) ?? order;
    return { order: current, confirmationUrl: answer.confirmationUrl };
  }

  return {
    applyPayment,
    applyRefund,

    /** Applies the provider's word on a payment in a transaction of its own. */
    applyPaymentAlone: (payment: ProviderPayment) =>
      writeLearning(ctx, (tx, noteChange) => applyPayment(tx, payment, noteChange)),

    /** Creates the order (once per idempotency key) and its payment at the provider. */
    async start(input: StartCheckoutInput): Promise<CheckoutStarted> {
      const order = input.points?.amount
        ? await createOrderPaidWithPoints(input, input.points)
        : await createOrder(input);
      const amount = orderMoney(order);
      if (order.status === 'new' && isZeroMoney(amount)) {
        await writeLearning(ctx, (tx, noteChange) => settlePaid(tx, order.id, null, noteChange));
      }
      if (order.status !== 'new' || isZeroMoney(amount)) {
        return {
          order: (await orders.findOwned(input.userId, order.id)) ?? order,
          confirmationUrl: null,
        };
      }
      return openPayment(order, 'checkout', input.savePaymentMethod ?? false, (payment) =>
        provider.createPayment({
          amount,
          description: orderDescription(order),
          returnUrl: returnUrl(order.id),
          savePaymentMethod: payment.savePaymentMethod,
          idempotencyKey: payment.idempotencyKey,
          metadata: { orderId: String(order.id) },
        }),
      );
    },

    /** Saves the learner's card without charging it (a free trial): an order of 0 (its items
     * priced 0), paid once the provider has checked and kept the card; a declined card cancels
     * it. The learner goes to the provider's page as for a payment. */
    async saveCard(
      input: Omit<StartCheckoutInput, 'savePaymentMethod' | 'points'>,
    ): Promise<CheckoutStarted> {
      const order = await createOrder(input);
      if (!isZeroMoney(orderMoney(order))) throw new Error('a card check charges nothing');
      if (order.status !== 'new') {
        return {
          order: (await orders.findOwned(input.userId, order.id)) ?? order,
          confirmationUrl: null,
        };
      }
      return openPayment(order, 'card-check', true, (payment) =>
        provider.verifyCard({
          currency: orderMoney(order).currency,
          description: orderDescription(order),
          returnUrl: returnUrl(order.id),
          idempotencyKey: payment.idempotencyKey,
          metadata: { orderId: String(order.id) },
        }),
      );
    },

    /** Charges a saved card without the learner (renewals, installments). The order ends paid,
     * cancelled (declined: the kind's onFailed ran) or new (the provider answers later, by
     * webhook). */
    async chargeSaved(input: ChargeSavedInput): Promise<OrderRow> {
      const method = await store.findOwnedMethod(input.userId, input.paymentMethodId);
      if (!method || method.provider !== provider.name) throw paymentMethodNotFound();
      const order = await createOrder(input);
      if (order.status !== 'new') return order;
      const amount = orderMoney(order);
      const payment = await store.insertPaymentOnce({
        orderId: order.id,
        userId: order.userId,
        provider: provider.name,
        idempotencyKey: `order:${order.id}:charge`,
        status: 'pending',
        amount: amount.amount,
        currency: amount.currency,
        offSession: true,
      });
      await pay(payment, () =>
        provider.chargeSavedMethod({
          amount,
          description: orderDescription(order),
          paymentMethodId: method.providerMethodId,
          idempotencyKey: payment.idempotencyKey,
          metadata: { orderId: String(order.id) },
        }),
      );
      return (await orders.findOwned(input.userId, order.id)) ?? order;
    },

    /** Returns the whole payment of a paid order. A learner may ask within the money-back
     * window only; the refund revokes what the order opened once the provider confirms it. */
    async refund(input: RefundOrderInput): Promise<OrderRow> {
      const order =
        input.userId === null
          ? await orders.find(input.orderId)
          : await orders.findOwned(input.userId, input.orderId);
      if (!order) throw notFound();
      if (order.status === 'refunded') return order;
      // A card check's order of 0 took no money to give back.
      if (order.status !== 'paid' || order.amount === 0) throw notPaid();
      if (
        input.userId !== null &&
        !(order.refundableUntil && ctx.clock.now() <= order.refundableUntil)
      ) {
        throw refundWindowPassed();
      }
      const payment = await store.succeededOfOrder(order.id);
      if (!payment?.providerPaymentId) throw notPaid();
      const amount = orderMoney(order);
      const row = await store.insertRefundOnce({
        paymentId: payment.id,
        // A refund the provider refused may be asked again, under a new key.
        idempotencyKey: `order:${order.id}:refund:${await store.refusedRefunds(payment.id)}`,
        status: 'pending',
        amount: amount.amount,
        currency: amount.currency,
        reason: input.reason,
      });
      const providerPaymentId = payment.providerPaymentId;
      const answer = await callProvider<ProviderRefund>(() =>
        provider.refund({
          paymentId: providerPaymentId,
          amount,
          description: input.reason,
          idempotencyKey: row.idempotencyKey,
        }),
      );
      await writeLearning(ctx, async (tx, noteChange) => {
        await paymentsRepository(tx).updateRefund(row.id, { providerRefundId: answer.id });
        await applyRefund(tx, answer, noteChange);
      });
      if (answer.status === 'canceled') throw refundFailed();
      return (await orders.find(order.id)) ?? order;
    },
  };
}

export type CheckoutService = ReturnType<typeof checkoutService>;

/** Voids the authorisation of a card check that passed (YooKassa holds 1.00 until then) and
 * applies the provider's answer; the same key makes a repeated run one cancel. */
export const cardCheckVoidJob = defineJobKind<{ providerPaymentId: string }>({
  name: 'payments.card-check-void',
  async run(job, ctx) {
    const id = job.payload.providerPaymentId;
    const voided = await ctx.payments.cancelPayment(id, `void:${id}`).catch((error: unknown) => {
      // No longer waiting for its capture (the provider let the hold expire): read as it is.
      if (error instanceof ProviderError && error.status === 400)
        return ctx.payments.getPayment(id);
      throw error;
    });
    await checkoutService(ctx).applyPaymentAlone(voided);
    return undefined;
  },
  // Provider trouble is retried by the runner.
  maxAttempts: 10,
});
