/** Discount codes: what a code takes off a price, in integer kopecks (no floats anywhere). */

export type DiscountKind = 'percent' | 'fixed';

export interface DiscountRule {
  kind: DiscountKind;
  /** A percent (1..100) or an amount in kopecks. */
  value: number;
}

/** A discounted price never falls below one rouble: a provider cannot charge nothing, and every
 * extension then goes through a payment. */
export const MIN_DISCOUNTED_KOPECKS = 100;

export interface DiscountedPrice {
  price: number;
  discount: number;
  total: number;
}

/** Percent of kopecks rounded half up, in integers: 12345 × 15 % = 1851.75 → 1852. */
function percentOf(kopecks: number, percent: number): number {
  return Math.floor((kopecks * percent + 50) / 100);
}

/** The price, what the code takes off and what is left to pay, all in kopecks. */
export function applyDiscount(price: number, rule: DiscountRule): DiscountedPrice {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`bad price ${price}`);
  const wanted = rule.kind === 'percent' ? percentOf(price, rule.value) : rule.value;
  const floor = Math.min(price, MIN_DISCOUNTED_KOPECKS);
  const discount = Math.max(0, Math.min(wanted, price - floor));
  return { price, discount, total: price - discount };
}

/** Why a code cannot be used for a purchase, in the order they are checked. */
export type DiscountRefusal = 'notFound' | 'notForService' | 'expired' | 'usedUp' | 'alreadyUsed';

export interface DiscountCodeState {
  expiresAt: number | null;
  usageLimit: number | null;
  used: number;
  appliesToService: boolean;
  usedByLearner: boolean;
}

export function discountRefusal(
  code: DiscountCodeState | null,
  now: number,
): DiscountRefusal | null {
  if (code === null) return 'notFound';
  if (!code.appliesToService) return 'notForService';
  if (code.expiresAt !== null && code.expiresAt <= now) return 'expired';
  if (code.usedByLearner) return 'alreadyUsed';
  if (code.usageLimit !== null && code.used >= code.usageLimit) return 'usedUp';
  return null;
}

export const discountErrorMessage = (refusal: DiscountRefusal) => ({
  key: `discounts.errors.${refusal}`,
});

/** Codes are typed by people: compared without case and surrounding spaces. */
export const normalizeDiscountCode = (code: string) => code.trim().toUpperCase();
