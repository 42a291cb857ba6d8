import { z } from 'zod';
import { IdParams } from './envelope';
import { UnixSeconds } from './time';

export const OrderParams = IdParams;
/** The return from a payment page carries the session token in the query. */
export const OrderQuery = z.object({ token: z.string().optional() });

/** Spec section 8: a failed purchase is shown as the text of its code. */
export const PurchaseErrorCode = z.enum([
  'ERR_SETUP',
  'ERR_LOAD',
  'ERR_PURCHASE',
  'ERR_PAYMENT_CANCELLED',
  'ERR_PAYMENT_INVALID',
  'ERR_PAYMENT_NOT_ALLOWED',
  'ERR_PRODUCT_NOT_AVAILABLE',
  'ERR_VERIFICATION_FAILED',
  'ERR_UNKNOWN',
]);
export type PurchaseErrorCode = z.infer<typeof PurchaseErrorCode>;

/** The order as the client models it: amounts in the currency's major unit (2990.5 roubles,
 * exact to the kopeck; stored as integer kopecks), time in seconds. */
export const Order = z.object({
  id: z.number().int(),
  status: z.enum(['new', 'paid', 'cancelled', 'refunded']),
  amount: z.number().nonnegative(),
  currency: z.string(),
  items: z.array(z.object({ title: z.string(), amount: z.number().nonnegative() })),
  created_at: UnixSeconds,
  /** Why a cancelled order's payment failed; null otherwise. */
  purchase_error: PurchaseErrorCode.nullable(),
  /** Until when asking for the money back returns it and closes what the order opened. */
  refundable_until: UnixSeconds.nullable(),
});
export type Order = z.infer<typeof Order>;
