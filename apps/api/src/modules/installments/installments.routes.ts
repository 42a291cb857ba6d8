import { installmentEndpoints as endpoints } from '@platform/contracts/endpoints/subscriptions';
import {
  Installment,
  InstallmentList,
  InstallmentParams,
  InstallmentQuery,
} from '@platform/contracts/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-routes';
// Registers the scheduled payments' order kind wherever the app is built.
import './installment-billing';
import { installmentsService } from './installments.service';

/** The learner's installment plans (signed-in subtree). */
export const installmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const installments = installmentsService(app.ctx);

  route(app, endpoints.list, { query: InstallmentQuery, answer: InstallmentList }, (request) =>
    installments.list(request.user),
  );

  route(
    app,
    endpoints.one,
    { params: InstallmentParams, query: InstallmentQuery, answer: Installment },
    (request) =>
      installments.one(
        request.user,
        request.params.id,
        request.query.expand.includes('cancelPopupText') ? request.t : undefined,
      ),
  );
};
