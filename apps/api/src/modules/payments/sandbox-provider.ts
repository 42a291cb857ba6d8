import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  SANDBOX_CARDS,
  type SandboxCard,
  type SandboxCardOutcome,
} from '@platform/domain/constants/payments';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sandboxProviderObjects } from '../../db/schema/payments';
import { scheduleJob } from '../../jobs/jobs.repository';
import { type Money, money } from './money';
import {
  type CardMethod,
  type IncomingWebhook,
  type PaymentProvider,
  ProviderError,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type ProviderRefund,
  paymentEvent,
  refundEvent,
  WebhookRejected,
} from './provider';
import { sandboxExpiryJob } from './sandbox-expiry.job';

/** What the sandbox keeps of a payment. */
interface SandboxPayment {
  status: ProviderPaymentStatus;
  amount: Money;
  description: string;
  returnUrl: string;
  save: boolean;
  metadata: Record<string, string>;
  /** The card chosen on the checkout page (or the saved one charged). */
  outcome: SandboxCardOutcome | null;
  cardId: string | null;
  cancellationReason: string | null;
  /** The payer chose a card that asks for confirmation and has not answered yet. */
  awaitingConfirmation: boolean;
  /** A card check (verifyCard): of 0, it keeps the card and charges nothing. */
  cardCheck?: boolean;
  /** ISO time after which a payment still pending is cancelled (expired_on_confirmation); none
   * for charges of a saved card, which end at once. */
  expiresAt?: string;
}

interface SandboxRefund {
  paymentId: string;
  amount: Money;
  status: 'succeeded' | 'canceled';
}

interface SandboxSavedCard extends SandboxCard {
  expiryMonth: number;
  expiryYear: number;
}

export interface SandboxOptions {
  db: Executor;
  now: () => Date;
  /** Signs the webhooks; without one the process makes up its own (one instance only). */
  secret?: string;
  /** The page the payer is sent to: our checkout page of this payment. */
  pageUrl: (paymentId: string) => string;
  /** Our webhook route, which the sandbox posts to like a provider does. */
  webhookUrl: () => string;
  /** Seconds between delivery attempts of a webhook that was not answered 2xx. */
  retryDelays?: readonly number[];
  /** How long a payment waits for its payer before it expires (SANDBOX_PAYMENT_LIFETIME_SECONDS
   * by default). */
  paymentLifetimeSeconds?: number;
}

/** A payment left unpaid this long expires, like a provider's checkout (an hour). */
export const SANDBOX_PAYMENT_LIFETIME_SECONDS = 60 * 60;

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The sandbox's webhook signature: HMAC-SHA256 of "<event>:<object id>" under its secret. */
export const signSandboxWebhook = (secret: string, event: string, objectId: string) =>
  createHmac('sha256', secret).update(`${event}:${objectId}`).digest('hex');

/** A payment the checkout page shows. */
export interface SandboxPaymentView {
  id: string;
  amount: Money;
  description: string;
  status: ProviderPaymentStatus;
  awaitingConfirmation: boolean;
  returnUrl: string;
  /** A card check: the page says nothing is charged. */
  cardCheck: boolean;
}

export type SandboxProvider = PaymentProvider & {
  view(id: string): Promise<SandboxPaymentView | undefined>;
  /** The payer chose a test card and pressed pay. */
  pay(id: string, outcome: SandboxCardOutcome): Promise<SandboxPaymentView>;
  /** The payer answered the confirmation step (3-D Secure). */
  confirm(id: string, approve: boolean): Promise<SandboxPaymentView>;
  /** Resolves when every webhook sent so far was delivered or given up. */
  settle(): Promise<void>;
  /** Cancels the payment when its lifetime is over and it still waits for the payer; answers
   * it as it then is (undefined for no such payment). */
  expire(id: string): Promise<ProviderPayment | undefined>;
};

const cardOf = (outcome: SandboxCardOutcome): SandboxCard => {
  const card = SANDBOX_CARDS.find((candidate) => candidate.outcome === outcome);
  if (!card) throw new Error(`no sandbox card ${outcome}`);
  return card;
};

/** The card the sandbox keeps for a payer who chose `outcome`'s test card: valid 3 more years. */
const savedCardOf = (outcome: SandboxCardOutcome, now: Date): SandboxSavedCard => ({
  ...cardOf(outcome),
  expiryMonth: 12,
  expiryYear: now.getUTCFullYear() + 3,
});

/** What a saved-card row and the payment's answer say of a card the sandbox keeps under `id`. */
const methodOf = (id: string, card: SandboxSavedCard): Omit<CardMethod, 'saved'> => ({
  id,
  brand: card.brand,
  last4: card.last4,
  expiryMonth: card.expiryMonth,
  expiryYear: card.expiryYear,
});

/**
 * Keeps a test card at the sandbox under `id` as if a payer had saved it at checkout (again: the
 * same card), and answers what our saved-card row stores of it. The demo seed's subscriber pays
 * the renewal after the free trial with it.
 */
export async function keepSandboxCard(
  db: Executor,
  id: string,
  outcome: SandboxCardOutcome,
  now: Date,
): Promise<Omit<CardMethod, 'saved'>> {
  const card = savedCardOf(outcome, now);
  await db
    .insert(sandboxProviderObjects)
    .values({ id, type: 'card', data: { ...card } })
    .onConflictDoNothing();
  return methodOf(id, card);
}

const notFoundAtProvider = (id: string) =>
  new ProviderError(`sandbox: no object ${id}`, 404, 'not_found');

/**
 * The provider of a fresh install and of the tests: our own checkout page stands in for the
 * provider's, test cards choose the outcome (success, decline, a confirmation step, a refused
 * refund, declined renewals), and changes reach our webhook route over HTTP, signed, retried
 * until answered 2xx, like a real provider's.
 */
export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const retryDelays = options.retryDelays ?? [1, 5, 25];
  const inFlight = new Set<Promise<void>>();
  const table = sandboxProviderObjects;

  /** Ids derived from the idempotency key (and the secret, so they cannot be guessed): the same
   * key finds the same object. */
  const idFor = (prefix: string, key: string) =>
    `${prefix}_${createHmac('sha256', secret).update(key).digest('hex').slice(0, 32)}`;

  async function read<T>(id: string): Promise<T | undefined> {
    const [row] = await options.db.select().from(table).where(eq(table.id, id));
    return row?.data as T | undefined;
  }

  type ObjectType = 'payment' | 'refund' | 'card';
  const asRecord = (data: object) => ({ ...data }) as Record<string, unknown>;

  async function write(id: string, type: ObjectType, data: object) {
    await options.db
      .insert(table)
      .values({ id, type, data: asRecord(data) })
      .onConflictDoUpdate({ target: table.id, set: { data: asRecord(data) } });
  }

  /** Creates the object once per id; answers the stored one. */
  async function createOnce<T extends object>(id: string, type: ObjectType, data: T) {
    await options.db
      .insert(table)
      .values({ id, type, data: asRecord(data) })
      .onConflictDoNothing();
    return (await read<T>(id)) as T;
  }

  const signature = (event: string, objectId: string) =>
    signSandboxWebhook(secret, event, objectId);

  async function deliver(event: string, objectId: string): Promise<void> {
    const body = JSON.stringify({ type: 'notification', event, object: { id: objectId } });
    for (const delay of [0, ...retryDelays]) {
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay * 1000));
      try {
        const response = await fetch(options.webhookUrl(), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SANDBOX_SIGNATURE_HEADER]: signature(event, objectId),
          },
          body,
        });
        await response.arrayBuffer();
        if (response.ok) return;
      } catch {
        // Unreachable: tried again after the next delay, as a provider does.
      }
    }
  }

  function send(event: string, objectId: string) {
    const delivery = deliver(event, objectId).finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }

  async function cardMethod(payment: SandboxPayment): Promise<CardMethod | null> {
    if (!payment.outcome) return null;
    const saved = payment.cardId ? await read<SandboxSavedCard>(payment.cardId) : undefined;
    const card = saved ?? savedCardOf(payment.outcome, options.now());
    return { ...methodOf(payment.cardId ?? '', card), saved: saved !== undefined };
  }

  async function present(id: string, payment: SandboxPayment): Promise<ProviderPayment> {
    return {
      id,
      status: payment.status,
      amount: payment.amount,
      confirmationUrl: payment.status === 'pending' ? options.pageUrl(id) : null,
      method: await cardMethod(payment),
      cancellationReason: payment.cancellationReason,
      metadata: payment.metadata,
    };
  }

  async function load(id: string): Promise<SandboxPayment> {
    const payment = await read<SandboxPayment>(id);
    if (!payment || !('returnUrl' in payment)) throw notFoundAtProvider(id);
    return payment;
  }

  const view = (id: string, payment: SandboxPayment): SandboxPaymentView => ({
    id,
    amount: payment.amount,
    description: payment.description,
    status: payment.status,
    awaitingConfirmation: payment.awaitingConfirmation,
    returnUrl: payment.returnUrl,
    cardCheck: payment.cardCheck === true,
  });

  /** Ends a payment as its card decides, keeps the card when asked, and tells our webhook. */
  async function finish(id: string, payment: SandboxPayment, succeeded: boolean, reason: string) {
    let cardId = payment.cardId;
    if (succeeded && payment.save && payment.outcome && !cardId) {
      cardId = `card_${randomUUID()}`;
      await write(cardId, 'card', savedCardOf(payment.outcome, options.now()));
    }
    const done: SandboxPayment = {
      ...payment,
      cardId,
      awaitingConfirmation: false,
      status: succeeded ? 'succeeded' : 'canceled',
      cancellationReason: succeeded ? null : reason,
    };
    await write(id, 'payment', done);
    send(succeeded ? 'payment.succeeded' : 'payment.canceled', id);
    return done;
  }

  const payable = (payment: SandboxPayment) => payment.status === 'pending';
  const lifetimeMs = (options.paymentLifetimeSeconds ?? SANDBOX_PAYMENT_LIFETIME_SECONDS) * 1000;
  const isOverdue = (payment: SandboxPayment) =>
    payment.expiresAt !== undefined && options.now().getTime() >= Date.parse(payment.expiresAt);

  /** A pending payment past its lifetime is cancelled before anything else looks at it. */
  async function current(id: string): Promise<SandboxPayment> {
    const payment = await load(id);
    if (!payable(payment) || !isOverdue(payment)) return payment;
    return finish(id, payment, false, 'expired_on_confirmation');
  }

  /** A payment waiting for its payer on our checkout page (once per id), expiring with its
   * lifetime. */
  async function open(
    idempotencyKey: string,
    fields: Pick<
      SandboxPayment,
      'amount' | 'description' | 'returnUrl' | 'save' | 'metadata' | 'cardCheck'
    >,
  ): Promise<ProviderPayment> {
    const id = idFor('pay', idempotencyKey);
    const known = await read<SandboxPayment>(id);
    if (known) return present(id, known);
    const expiresAt = new Date(options.now().getTime() + lifetimeMs);
    const payment = await createOnce<SandboxPayment>(id, 'payment', {
      ...fields,
      status: 'pending',
      outcome: null,
      cardId: null,
      cancellationReason: null,
      awaitingConfirmation: false,
      expiresAt: expiresAt.toISOString(),
    });
    await scheduleJob(options.db, sandboxExpiryJob, {
      runAt: expiresAt,
      payload: { paymentId: id },
      key: id,
    });
    return present(id, payment);
  }

  return {
    name: 'sandbox',

    createPayment: (input) =>
      open(input.idempotencyKey, {
        amount: input.amount,
        description: input.description,
        returnUrl: input.returnUrl,
        save: input.savePaymentMethod,
        metadata: input.metadata,
      }),

    // Charges 0 rather than authorising and voiding: the sandbox has no money to hold.
    verifyCard: (input) =>
      open(input.idempotencyKey, {
        amount: money(0, input.currency),
        description: input.description,
        returnUrl: input.returnUrl,
        save: true,
        metadata: input.metadata,
        cardCheck: true,
      }),

    async chargeSavedMethod(input) {
      const card = await read<SandboxSavedCard>(input.paymentMethodId);
      if (!card || !('last4' in card)) throw notFoundAtProvider(input.paymentMethodId);
      const id = idFor('pay', input.idempotencyKey);
      const existing = await read<SandboxPayment>(id);
      if (existing) return present(id, existing);
      const payment = await createOnce<SandboxPayment>(id, 'payment', {
        status: 'pending',
        amount: input.amount,
        description: input.description,
        returnUrl: '',
        save: false,
        metadata: input.metadata,
        outcome: card.outcome,
        cardId: input.paymentMethodId,
        cancellationReason: null,
        awaitingConfirmation: false,
      });
      const declines = card.outcome === 'renewalDeclines' || card.outcome === 'declined';
      return present(id, await finish(id, payment, !declines, 'insufficient_funds'));
    },

    async getPayment(id) {
      return present(id, await current(id));
    },

    async refund(input): Promise<ProviderRefund> {
      const payment = await load(input.paymentId);
      if (payment.status !== 'succeeded') {
        throw new ProviderError('sandbox: the payment is not succeeded', 400, 'invalid_request');
      }
      const id = idFor('refund', input.idempotencyKey);
      const refund = await createOnce<SandboxRefund>(id, 'refund', {
        paymentId: input.paymentId,
        amount: input.amount,
        status: payment.outcome === 'refundFails' ? 'canceled' : 'succeeded',
      });
      if (refund.status === 'succeeded') send('refund.succeeded', id);
      return { id, ...refund };
    },

    async getRefund(id) {
      const refund = await read<SandboxRefund>(id);
      if (!refund || !('paymentId' in refund)) throw notFoundAtProvider(id);
      return { id, ...refund };
    },

    async cancelPayment(id) {
      const payment = await load(id);
      if (!payable(payment)) return present(id, payment);
      return present(id, await finish(id, payment, false, 'canceled_by_merchant'));
    },

    async deleteSavedMethod(id) {
      await options.db.delete(table).where(eq(table.id, id));
    },

    async verifyWebhook(incoming: IncomingWebhook): Promise<ProviderEvent> {
      const body = incoming.body as { event?: unknown; object?: { id?: unknown } } | null;
      const event = typeof body?.event === 'string' ? body.event : '';
      const objectId = typeof body?.object?.id === 'string' ? body.object.id : '';
      const given = incoming.headers[SANDBOX_SIGNATURE_HEADER];
      const expected = Buffer.from(signature(event, objectId));
      if (
        typeof given !== 'string' ||
        given.length !== expected.length ||
        !timingSafeEqual(Buffer.from(given), expected)
      ) {
        throw new WebhookRejected('sandbox: bad signature');
      }
      // Like with a real provider, the state is read back rather than taken from the body.
      if (event.startsWith('refund.')) return refundEvent(await this.getRefund(objectId));
      return paymentEvent(await this.getPayment(objectId));
    },

    async view(id) {
      const payment = await read<SandboxPayment>(id);
      return payment && 'returnUrl' in payment ? view(id, await current(id)) : undefined;
    },

    async pay(id, outcome) {
      const payment = await current(id);
      if (!payable(payment) || payment.awaitingConfirmation) return view(id, payment);
      const chosen = { ...payment, outcome };
      if (outcome === 'asksConfirmation') {
        const waiting = { ...chosen, awaitingConfirmation: true };
        await write(id, 'payment', waiting);
        return view(id, waiting);
      }
      return view(id, await finish(id, chosen, outcome !== 'declined', 'insufficient_funds'));
    },

    async confirm(id, approve) {
      const payment = await current(id);
      if (!payable(payment) || !payment.awaitingConfirmation) return view(id, payment);
      return view(id, await finish(id, payment, approve, '3d_secure_failed'));
    },

    async expire(id) {
      if (!(await read<SandboxPayment>(id))) return undefined;
      return present(id, await current(id));
    },

    async settle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
