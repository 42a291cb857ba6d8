import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { paymentsRepository } from '../payments/payments.repository';
import { ordersRepository } from './orders.repository';

export function ordersService(ctx: AppContext) {
  const orders = ordersRepository(ctx.db);
  const payments = paymentsRepository(ctx.db);
  return {
    /** The user's order and why its last payment failed (null when none did). */
    async get(userId: number, id: number) {
      const order = await orders.findOwned(userId, id);
      if (!order) throw notFound();
      const payment = order.status === 'cancelled' ? await payments.latestOfOrder(id) : undefined;
      return { order, failureReason: payment?.cancellationReason ?? null };
    },
  };
}
