import { orderEndpoints } from '@platform/contracts/endpoints/orders';
import { Order, OrderParams, OrderQuery } from '@platform/contracts/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-routes';
import { presentOrder } from './orders.presenter';
import { ordersService } from './orders.service';

/** Signed-in calls about the caller's orders. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = ordersService(app.ctx);

  route(
    app,
    orderEndpoints.order,
    { params: OrderParams, query: OrderQuery, answer: Order },
    async (request) => {
      const { order, failureReason } = await orders.get(request.user.id, request.params.id);
      return presentOrder(order, failureReason);
    },
  );
};
