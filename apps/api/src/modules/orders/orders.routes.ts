import { Order, OrderParams, OrderQuery } from '@platform/contracts/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentOrder } from './orders.presenter';
import { ordersService } from './orders.service';

/** Signed-in calls about the caller's orders. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = ordersService(app.ctx);

  // POST because the client calls it on its return from the payment page; it changes nothing.
  app.post(
    '/order/:id',
    { schema: { params: OrderParams, querystring: OrderQuery, response: { 200: Order } } },
    async (request) => presentOrder(await orders.get(request.user.id, request.params.id)),
  );
};
