import type { Executor } from '../../db/client';
import { type OrderRow, ordersRepository } from '../orders/orders.repository';
import { type OrderEventContext, orderKind } from '../payments/order-kinds';

export const INSTALLMENT_PURCHASE_KIND = 'installment_purchase';

/** What an installment purchase sells: another kind's order (course access, …) and its payload. */
export interface InnerPurchase {
  kind: string;
  payload: Record<string, unknown>;
}

/** The order as the sold kind sees it: its own kind and payload, the rest of the order kept. */
export function innerOrder(order: OrderRow): {
  order: OrderRow;
  kind: ReturnType<typeof orderKind>;
} {
  const inner = order.payload.inner as InnerPurchase;
  return {
    order: { ...order, kind: inner.kind, payload: inner.payload },
    kind: orderKind(inner.kind),
  };
}

/** The grant of the sold kind, kept inside the installment purchase's grant. */
export const innerGrant = (order: OrderRow): Record<string, unknown> =>
  ((order.grant ?? {}) as { inner?: Record<string, unknown> }).inner ?? {};

/** A plan cancelled for want of payment takes back what its purchase opened (the money paid
 * stays paid; decisions: installments). Nothing for a plan no checkout sold (the seed's). */
export async function revokeInstallmentPurchase(
  tx: Executor,
  orderId: number | null,
  event: OrderEventContext,
): Promise<void> {
  if (orderId === null) return;
  const order = await ordersRepository(tx).lock(orderId);
  if (order?.status !== 'paid' || order.kind !== INSTALLMENT_PURCHASE_KIND) return;
  const inner = innerOrder(order);
  await inner.kind.onRefunded(tx, inner.order, innerGrant(order), event);
}
