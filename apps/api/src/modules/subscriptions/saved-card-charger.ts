import type { Money } from '../payments/money';

/** A charge of a learner's saved card with no learner present (a renewal, an installment). */
export interface SavedCardCharge {
  userId: number;
  paymentMethodId: number;
  amount: Money;
  description: string;
  /** The same key never charges twice (the provider's Idempotence-Key). */
  idempotenceKey: string;
}

export type SavedCardChargeResult =
  | { status: 'succeeded' }
  | { status: 'declined'; reason: string };

/** What billing needs of the payments area. */
export interface SavedCardCharger {
  charge(charge: SavedCardCharge): Promise<SavedCardChargeResult>;
}
