import { z } from 'zod';
import { IdParams, v2Answer } from './envelope';
import { requiredId } from './selection';

/** A saved card as the settings screen shows it: never its number. */
export const PaymentMethod = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  expiry_month: z.number().int(),
  expiry_year: z.number().int(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const PaymentMethodList = v2Answer(z.array(PaymentMethod));
export type PaymentMethodList = z.infer<typeof PaymentMethodList>;
export const PaymentMethodParams = IdParams;

/** The client's key of one purchase attempt: sending it again answers the same order. */
const IdempotencyKey = z.string().trim().min(8).max(100);

export const StreamCheckoutParams = z.object({ streamId: requiredId('streamId') });
/** Points a learner puts towards a purchase (one a rouble; spent from a balance of 200). */
export const PointsToSpend = z.coerce.number().int().min(0).max(1_000_000).optional();

export const StreamCheckoutBody = z.object({
  idempotency_key: IdempotencyKey,
  /** Pay in installments (COURSE_INSTALLMENTS): the first part now, the card saved for the rest. */
  installments: z.boolean().optional(),
  points: PointsToSpend,
});
export type StreamCheckoutBody = z.infer<typeof StreamCheckoutBody>;

/** A started checkout: where to pay, or nothing to pay (null). */
export const CheckoutStarted = z.object({
  order_id: z.number().int(),
  status: z.enum(['new', 'paid', 'cancelled', 'refunded']),
  confirmation_url: z.string().nullable(),
});
export type CheckoutStarted = z.infer<typeof CheckoutStarted>;

export const RefundBody = z.object({ reason: z.string().trim().max(1000).default('') });

/** The sandbox provider's checkout page. */
export const SandboxPaymentParams = z.object({ paymentId: z.string().regex(/^pay_[0-9a-f]{32}$/) });
export const SandboxCardOutcome = z.enum([
  'succeeds',
  'declined',
  'asksConfirmation',
  'refundFails',
  'renewalDeclines',
]);
export const SandboxPayment = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  description: z.string(),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  awaiting_confirmation: z.boolean(),
  return_url: z.string(),
  /** A card check (a free trial's checkout): the card is saved, nothing is charged. */
  card_check: z.boolean(),
});
export type SandboxPayment = z.infer<typeof SandboxPayment>;
export const SandboxPayBody = z.object({ card: SandboxCardOutcome });
export const SandboxConfirmBody = z.object({ approve: z.boolean() });
