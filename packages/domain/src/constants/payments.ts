/** Payments: the sandbox provider's test cards, the purchase error codes and what buying a
 * stopped course costs. */

/** What a sandbox test card does, like the test cards of real providers. */
export const SANDBOX_CARD_OUTCOMES = [
  'succeeds',
  'declined',
  'asksConfirmation',
  'refundFails',
  'renewalDeclines',
] as const;
export type SandboxCardOutcome = (typeof SANDBOX_CARD_OUTCOMES)[number];

export interface SandboxCard {
  outcome: SandboxCardOutcome;
  brand: 'visa' | 'mastercard' | 'mir';
  last4: string;
}

export const SANDBOX_CARDS: readonly SandboxCard[] = [
  { outcome: 'succeeds', brand: 'visa', last4: '4242' },
  { outcome: 'declined', brand: 'visa', last4: '0002' },
  { outcome: 'asksConfirmation', brand: 'mastercard', last4: '3220' },
  { outcome: 'refundFails', brand: 'mir', last4: '0259' },
  { outcome: 'renewalDeclines', brand: 'mastercard', last4: '4444' },
];

/** Spec section 8: purchase failures are shown as the text of their code. */
export const PURCHASE_ERROR_CODES = [
  'ERR_SETUP',
  'ERR_LOAD',
  'ERR_PURCHASE',
  'ERR_PAYMENT_CANCELLED',
  'ERR_PAYMENT_INVALID',
  'ERR_PAYMENT_NOT_ALLOWED',
  'ERR_PRODUCT_NOT_AVAILABLE',
  'ERR_VERIFICATION_FAILED',
  'ERR_UNKNOWN',
] as const;
export type PurchaseErrorCode = (typeof PURCHASE_ERROR_CODES)[number];

/** Buying a stopped optional-purchase course opens it for this many days at the tariff's
 * monthly price (TRIAL.monthlyPrice). */
export const COURSE_ACCESS_DAYS = 30;

/** A course bought in installments: three payments ten days apart, all within the bought
 * COURSE_ACCESS_DAYS (the access opens in full at the first). */
export const COURSE_INSTALLMENTS = { parts: 3, period: 'day', interval: 10 } as const;
