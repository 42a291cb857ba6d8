import type { CurrencyCode, Money } from './money';

/**
 * One payment-service provider behind one interface (the sandbox of a fresh install and the
 * tests, or YooKassa). Every call that moves money takes an idempotency key: repeating it with
 * the same key returns the first result instead of paying twice.
 */
export type ProviderName = 'sandbox' | 'yookassa';

/** As YooKassa names them: `pending` waits for the payer, `succeeded` is paid, `canceled`
 * was declined, cancelled or expired. */
export type ProviderPaymentStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

/** A card as the provider describes it; never its number. */
export interface CardMethod {
  /** The provider's id to charge it by later (only when `saved`). */
  id: string;
  saved: boolean;
  /** 'visa', 'mastercard', 'mir', ... lower case; 'unknown' when the provider names none. */
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  amount: Money;
  /** Where the payer goes to pay or confirm (3-D Secure); null when nothing is asked of them. */
  confirmationUrl: string | null;
  method: CardMethod | null;
  /** Why a canceled payment was canceled, as the provider's code (e.g. 'insufficient_funds'). */
  cancellationReason: string | null;
  /** What we attached when creating it (our order id). */
  metadata: Record<string, string>;
}

export type ProviderRefundStatus = 'pending' | 'succeeded' | 'canceled';

export interface ProviderRefund {
  id: string;
  paymentId: string;
  status: ProviderRefundStatus;
  amount: Money;
}

export interface CreatePaymentInput {
  amount: Money;
  description: string;
  /** Where the payer's browser returns after the provider's page. */
  returnUrl: string;
  /** Keep the card for charges without the payer (renewals, installments). */
  savePaymentMethod: boolean;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** A check of the payer's card that keeps it and charges nothing (a free trial's checkout). */
export interface VerifyCardInput {
  /** The currency the card will later be charged in. */
  currency: CurrencyCode;
  description: string;
  returnUrl: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** A charge of a saved card without the payer (off-session): a renewal, an installment. */
export interface ChargeSavedMethodInput {
  amount: Money;
  description: string;
  paymentMethodId: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface RefundInput {
  paymentId: string;
  amount: Money;
  description: string;
  idempotencyKey: string;
}

/** What a webhook told us, after the provider vouched for it. `key` is unique per provider and
 * change: the same change delivered twice has the same key (stored with a unique index). */
export type ProviderEvent =
  | { key: string; type: 'payment'; payment: ProviderPayment }
  | { key: string; type: 'refund'; refund: ProviderRefund };

/** The key is the state the provider itself reports, not the event name the body claims: a
 * notification that arrives before the payment is paid (or a forged one) stores "pending" and
 * does not swallow the real "succeeded" that follows. */
export const paymentEvent = (payment: ProviderPayment): ProviderEvent => ({
  key: `payment:${payment.id}:${payment.status}`,
  type: 'payment',
  payment,
});
export const refundEvent = (refund: ProviderRefund): ProviderEvent => ({
  key: `refund:${refund.id}:${refund.status}`,
  type: 'refund',
  refund,
});

/** A webhook request as received. */
export interface IncomingWebhook {
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  /** The sender's address (the socket's, or the proxy's X-Forwarded-For when trusted). */
  ip: string;
}

/** A webhook that is not the provider's (sender, signature or the object it names). */
export class WebhookRejected extends Error {}

/** The provider answered with an error (declined request, bad credentials, unavailable). */
export class ProviderError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status; 0 when it could not be reached. */
    readonly status: number,
    /** The provider's error code ('invalid_request', 'not_found', ...). */
    readonly code: string,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** Saves a card without charging it: the payer enters it on the provider's page, like a
   * payment. A card that passes ends the check `succeeded` with nothing charged (the sandbox) or
   * `waiting_for_capture`, a small authorisation that is never captured and is voided with
   * cancelPayment (YooKassa); either way with the saved card. `canceled` when declined. */
  verifyCard(input: VerifyCardInput): Promise<ProviderPayment>;
  chargeSavedMethod(input: ChargeSavedMethodInput): Promise<ProviderPayment>;
  getPayment(id: string): Promise<ProviderPayment>;
  refund(input: RefundInput): Promise<ProviderRefund>;
  getRefund(id: string): Promise<ProviderRefund>;
  /** Cancels a payment that is not captured yet. */
  cancelPayment(id: string, idempotencyKey: string): Promise<ProviderPayment>;
  /** Forgets a saved card at the provider; a card it no longer knows counts as deleted. */
  deleteSavedMethod(id: string): Promise<void>;
  /** Checks that the webhook comes from the provider and reads what changed from the provider
   * itself (never trusting the body alone); throws WebhookRejected otherwise. */
  verifyWebhook(incoming: IncomingWebhook): Promise<ProviderEvent>;
}
