import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { ordersRepository } from './orders.repository';

export function ordersService(ctx: AppContext) {
  const orders = ordersRepository(ctx.db);
  return {
    async get(userId: number, id: number) {
      const order = await orders.findOwned(userId, id);
      if (!order) throw notFound();
      return order;
    },
  };
}
