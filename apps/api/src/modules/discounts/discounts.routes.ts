import { DiscountCheck, DiscountCheckParams } from '@platform/contracts/discounts';
import { discountEndpoints } from '@platform/contracts/endpoints/discounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-routes';
import { discountsService } from './discounts.service';

/** Discount codes (signed-in subtree). */
export const discountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const discounts = discountsService(app.ctx);

  route(
    app,
    discountEndpoints.check,
    { params: DiscountCheckParams, answer: DiscountCheck },
    (request) => discounts.check(request.user, request.params.code, request.params.serviceId),
  );
};
