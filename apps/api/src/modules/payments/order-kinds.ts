import { TRIAL } from '@platform/domain/constants/shell';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import type { OrderRow } from '../orders/orders.repository';

/** What paying an order opened, stored on the order and handed back on a refund (JSON). */
export type Grant = Record<string, unknown>;

export interface OrderEventContext {
  ctx: AppContext;
  now: Date;
  /** Our id of the card the payment saved or was charged from (user_payment_methods.id); null
   * when no card was saved (a sandbox payment without saving, a free order). */
  paymentMethodId: number | null;
}

/**
 * What an area sells. The area registers its kind once (at import of its routes module); the
 * payments module calls it when an order of that kind is paid, refunded or fails. Each hook runs
 * inside the transaction that changes the order, exactly once per order.
 */
export interface OrderKind {
  kind: string;
  /** Opens what was bought; the answer is stored as the order's grant. */
  onPaid(tx: Executor, order: OrderRow, event: OrderEventContext): Promise<Grant>;
  /** Revokes what onPaid opened: called only for a refund within the order's money-back window. */
  onRefunded(tx: Executor, order: OrderRow, grant: Grant, event: OrderEventContext): Promise<void>;
  /** The payment was declined, cancelled or expired (a renewal going past due). */
  onFailed?(
    tx: Executor,
    order: OrderRow,
    reason: string | null,
    event: OrderEventContext,
  ): Promise<void>;
  /** Days after payment within which a refund revokes the grant (of this order, when it
   * depends on it); the brand's money-back window (TRIAL.moneyBackDays) when absent. */
  moneyBackDays?: number | ((order: OrderRow) => number);
}

/** The money-back window of a paid order, in days. */
export function moneyBackDaysOf(kind: OrderKind, order: OrderRow): number {
  const days = kind.moneyBackDays;
  return typeof days === 'function' ? days(order) : (days ?? TRIAL.moneyBackDays);
}

const kinds = new Map<string, OrderKind>();

/** Registers an area's kind (and answers it); registering the same object again is harmless. */
export function registerOrderKind<K extends OrderKind>(kind: K): K {
  const known = kinds.get(kind.kind);
  if (known && known !== kind) throw new Error(`order kind '${kind.kind}' is registered twice`);
  kinds.set(kind.kind, kind);
  return kind;
}

export function orderKind(name: string): OrderKind {
  const kind = kinds.get(name);
  // A webhook for an order whose area is not loaded must fail loudly: the provider retries it.
  if (!kind) throw new Error(`order kind '${name}' is not registered`);
  return kind;
}

export const isOrderKind = (name: string): boolean => kinds.has(name);
