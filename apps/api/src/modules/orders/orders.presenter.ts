import type { Order } from '@platform/contracts/order';
import { toSeconds } from '../../lib/clock';
import type { OrderRow } from './orders.repository';

export function presentOrder(row: OrderRow): Order {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    items: row.items,
    created_at: toSeconds(row.createdAt),
  };
}
