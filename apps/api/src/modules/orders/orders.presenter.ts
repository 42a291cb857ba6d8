import type { Order } from '@platform/contracts/order';
import { purchaseErrorOf } from '@platform/domain/payments';
import { toSeconds } from '../../lib/clock';
import { isCurrencyCode, money, toMajorNumber } from '../payments/money';
import type { OrderRow } from './orders.repository';

/** The order, with the reason its payment failed when it was cancelled (null: none known). */
export function presentOrder(row: OrderRow, failureReason: string | null = null): Order {
  const currency = isCurrencyCode(row.currency) ? row.currency : 'RUB';
  const major = (amount: number) => toMajorNumber(money(amount, currency));
  return {
    id: row.id,
    status: row.status,
    amount: major(row.amount),
    currency: row.currency,
    items: row.items.map((item) => ({ title: item.title, amount: major(item.amount) })),
    created_at: toSeconds(row.createdAt),
    purchase_error: row.status === 'cancelled' ? purchaseErrorOf(failureReason) : null,
    refundable_until:
      row.status === 'paid' && row.refundableUntil ? toSeconds(row.refundableUntil) : null,
  };
}
