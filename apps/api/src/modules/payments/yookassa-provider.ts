import { BlockList, isIPv6 } from 'node:net';
import { isCurrencyCode, type Money, money, parseDecimal, toDecimalString } from './money';
import {
  type CardMethod,
  type CreatePaymentInput,
  type IncomingWebhook,
  type PaymentProvider,
  ProviderError,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderRefund,
  paymentEvent,
  refundEvent,
  WebhookRejected,
} from './provider';

export interface YooKassaOptions {
  /** https://api.yookassa.ru/v3, or a local fake in tests. */
  apiUrl: string;
  shopId: string;
  secretKey: string;
  /** IPs and CIDR ranges YooKassa sends notifications from. */
  webhookSenders: readonly string[];
  /** Milliseconds before a call is given up. */
  timeoutMs?: number;
}

/** The parts of YooKassa's objects we read (API v3). */
interface YooAmount {
  value: string;
  currency: string;
}

interface YooPayment {
  id: string;
  status: ProviderPayment['status'];
  amount: YooAmount;
  confirmation?: { type: string; confirmation_url?: string };
  payment_method?: {
    type: string;
    id: string;
    saved: boolean;
    card?: { last4: string; expiry_month: string; expiry_year: string; card_type?: string };
  };
  cancellation_details?: { party: string; reason: string };
  metadata?: Record<string, string>;
}

interface YooRefund {
  id: string;
  payment_id: string;
  status: ProviderRefund['status'];
  amount: YooAmount;
}

/** What a card check authorises (and voids at once): 1.00 in minor units. */
const CARD_CHECK_MINOR = 100;

const WEBHOOK_EVENTS = [
  'payment.succeeded',
  'payment.canceled',
  'payment.waiting_for_capture',
  'refund.succeeded',
] as const;

function toMoney(amount: YooAmount): Money {
  const parsed = isCurrencyCode(amount.currency)
    ? parseDecimal(amount.value, amount.currency)
    : undefined;
  if (!parsed)
    throw new ProviderError(`yookassa: unreadable amount ${amount.value}`, 0, 'bad_answer');
  return parsed;
}

const toAmount = (value: Money): YooAmount => ({
  value: toDecimalString(value),
  currency: value.currency,
});

function toCard(method: YooPayment['payment_method']): CardMethod | null {
  if (!method?.card) return null;
  return {
    id: method.id,
    saved: method.saved,
    brand: (method.card.card_type ?? 'unknown').toLowerCase(),
    last4: method.card.last4,
    expiryMonth: Number(method.card.expiry_month),
    expiryYear: Number(method.card.expiry_year),
  };
}

function toPayment(payment: YooPayment): ProviderPayment {
  return {
    id: payment.id,
    status: payment.status,
    amount: toMoney(payment.amount),
    confirmationUrl:
      payment.status === 'pending' ? (payment.confirmation?.confirmation_url ?? null) : null,
    method: toCard(payment.payment_method),
    cancellationReason: payment.cancellation_details?.reason ?? null,
    metadata: payment.metadata ?? {},
  };
}

const toRefund = (refund: YooRefund): ProviderRefund => ({
  id: refund.id,
  paymentId: refund.payment_id,
  status: refund.status,
  amount: toMoney(refund.amount),
});

function sendersList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

/** An IPv4 address seen through an IPv6 socket (::ffff:185.71.76.1) is the IPv4 one. */
const plainAddress = (ip: string) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * YooKassa's REST API v3: payments with `save_payment_method`, charges by `payment_method_id`,
 * refunds, each write with an `Idempotence-Key`, basic auth shopId:secretKey. Its notifications
 * carry no signature: one is trusted only from its documented addresses and only as far as the
 * object re-read from the API says.
 */
export function createYooKassaProvider(options: YooKassaOptions): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;
  const senders = sendersList(options.webhookSenders);
  const base = options.apiUrl.replace(/\/$/, '');

  async function call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    init: {
      body?: unknown;
      idempotencyKey?: string;
    } = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.idempotencyKey ? { 'idempotence-key': init.idempotencyKey } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw Object.assign(new ProviderError('yookassa: unreachable', 0, 'unreachable'), {
        cause: error,
      });
    }
    const answer = (await response.json().catch(() => ({}))) as T & {
      code?: string;
      description?: string;
    };
    if (!response.ok) {
      throw new ProviderError(
        `yookassa: ${response.status} ${answer.description ?? ''}`.trim(),
        response.status,
        answer.code ?? 'error',
      );
    }
    return answer;
  }

  const getPayment = async (id: string) =>
    toPayment(await call<YooPayment>('GET', `/payments/${encodeURIComponent(id)}`));
  const getRefund = async (id: string) =>
    toRefund(await call<YooRefund>('GET', `/refunds/${encodeURIComponent(id)}`));

  /** A payment the payer confirms on YooKassa's page (redirect confirmation). */
  async function payerPayment(
    input: Pick<CreatePaymentInput, 'description' | 'returnUrl' | 'idempotencyKey' | 'metadata'>,
    terms: { amount: YooAmount; capture: boolean; save_payment_method: boolean },
  ): Promise<ProviderPayment> {
    const payment = await call<YooPayment>('POST', '/payments', {
      idempotencyKey: input.idempotencyKey,
      body: {
        ...terms,
        confirmation: { type: 'redirect', return_url: input.returnUrl },
        description: input.description.slice(0, 128),
        metadata: input.metadata,
      },
    });
    return toPayment(payment);
  }

  return {
    name: 'yookassa',

    createPayment: (input) =>
      payerPayment(input, {
        amount: toAmount(input.amount),
        capture: true,
        save_payment_method: input.savePaymentMethod,
      }),

    // YooKassa's way to save a card without a charge: an authorisation of 1.00 that is never
    // captured (the checkout voids it with cancelPayment once waiting_for_capture).
    verifyCard: (input) =>
      payerPayment(input, {
        amount: toAmount(money(CARD_CHECK_MINOR, input.currency)),
        capture: false,
        save_payment_method: true,
      }),

    async chargeSavedMethod(input) {
      const payment = await call<YooPayment>('POST', '/payments', {
        idempotencyKey: input.idempotencyKey,
        body: {
          amount: toAmount(input.amount),
          capture: true,
          payment_method_id: input.paymentMethodId,
          description: input.description.slice(0, 128),
          metadata: input.metadata,
        },
      });
      return toPayment(payment);
    },

    getPayment,
    getRefund,

    async refund(input) {
      const refund = await call<YooRefund>('POST', '/refunds', {
        idempotencyKey: input.idempotencyKey,
        body: {
          payment_id: input.paymentId,
          amount: toAmount(input.amount),
          description: input.description.slice(0, 250),
        },
      });
      return toRefund(refund);
    },

    async cancelPayment(id, idempotencyKey) {
      const payment = await call<YooPayment>('POST', `/payments/${encodeURIComponent(id)}/cancel`, {
        idempotencyKey,
        body: {},
      });
      return toPayment(payment);
    },

    // YooKassa's API has no call that unbinds a saved card: the card stays known to it, but
    // without our copy of its id nobody can charge it (docs/decisions.md, payments).
    async deleteSavedMethod() {},

    async verifyWebhook(incoming: IncomingWebhook): Promise<ProviderEvent> {
      const ip = plainAddress(incoming.ip);
      const family = isIPv6(ip) ? 'ipv6' : 'ipv4';
      if (!senders.check(ip, family)) throw new WebhookRejected(`yookassa: sender ${ip}`);
      const body = incoming.body as { type?: unknown; event?: unknown; object?: { id?: unknown } };
      const event = WEBHOOK_EVENTS.find((name) => name === body?.event);
      const id = typeof body?.object?.id === 'string' ? body.object.id : undefined;
      if (body?.type !== 'notification' || !event || !id) {
        throw new WebhookRejected('yookassa: not a notification');
      }
      // The body is only a hint: the object's state comes from the API itself.
      try {
        if (event === 'refund.succeeded') return refundEvent(await getRefund(id));
        return paymentEvent(await getPayment(id));
      } catch (error) {
        if (error instanceof ProviderError && error.status === 404) {
          throw new WebhookRejected(`yookassa: no object ${id}`);
        }
        throw error;
      }
    },
  };
}
