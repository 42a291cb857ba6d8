import { paymentEndpoints, sandboxCheckoutEndpoints } from '@platform/contracts/endpoints/payments';
import { NoContent } from '@platform/contracts/envelope';
import { Order, OrderParams } from '@platform/contracts/order';
import {
  CheckoutStarted,
  PaymentMethodList,
  PaymentMethodParams,
  RefundBody,
  SandboxConfirmBody,
  SandboxPayBody,
  SandboxPayment,
  SandboxPaymentParams,
  StreamCheckoutBody,
  StreamCheckoutParams,
} from '@platform/contracts/payments';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-routes';
import { v2Success } from '../../plugins/envelopes';
import { presentOrder } from '../orders/orders.presenter';
import { presentCheckout, presentPaymentMethod, presentSandboxPayment } from './payments.presenter';
import { paymentsService } from './payments.service';
import { webhookPath } from './select-provider';

/** The learner's saved cards (v2, signed-in). */
export const paymentMethodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = paymentsService(app.ctx);

  route(app, paymentEndpoints.methods, { answer: PaymentMethodList }, async (request) =>
    v2Success(
      request.t('payments.savedCards'),
      (await payments.listMethods(request.user.id)).map(presentPaymentMethod),
    ),
  );

  route(
    app,
    paymentEndpoints.deleteMethod,
    { params: PaymentMethodParams, answer: NoContent },
    async (request, reply) => {
      await payments.deleteMethod(request.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

/** Buying a stopped course and money back (v1, signed-in). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = paymentsService(app.ctx);

  route(
    app,
    paymentEndpoints.checkoutStream,
    { params: StreamCheckoutParams, body: StreamCheckoutBody, answer: CheckoutStarted },
    async (request) =>
      presentCheckout(
        await payments.checkoutStream(request.user, request.params.streamId, request.body),
      ),
  );

  route(
    app,
    paymentEndpoints.refund,
    { params: OrderParams, body: RefundBody, answer: Order },
    async (request) =>
      presentOrder(await payments.refund(request.user.id, request.params.id, request.body.reason)),
  );
};

/** The sandbox provider's checkout page (v1, no sign-in: it stands in for a provider's page). */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = paymentsService(app.ctx);

  route(
    app,
    sandboxCheckoutEndpoints.payment,
    { params: SandboxPaymentParams, answer: SandboxPayment },
    async (request) =>
      presentSandboxPayment(await payments.sandboxPayment(request.params.paymentId)),
  );
  route(
    app,
    sandboxCheckoutEndpoints.pay,
    { params: SandboxPaymentParams, body: SandboxPayBody, answer: SandboxPayment },
    async (request) =>
      presentSandboxPayment(await payments.sandboxPay(request.params.paymentId, request.body.card)),
  );
  route(
    app,
    sandboxCheckoutEndpoints.confirm,
    { params: SandboxPaymentParams, body: SandboxConfirmBody, answer: SandboxPayment },
    async (request) =>
      presentSandboxPayment(
        await payments.sandboxConfirm(request.params.paymentId, request.body.approve),
      ),
  );
};

/** Providers' notifications: not a client call, so outside the contracts. Answered 200 once
 * stored (a repeat too: the provider stops sending), 403 when not the provider's, so a real one
 * that failed to apply is retried by the provider. */
export const paymentWebhookRoutes: FastifyPluginAsync = async (app) => {
  const payments = paymentsService(app.ctx);
  app.post<{ Params: { provider: string } }>(
    webhookPath(':provider'),
    // Not a client call: kept out of the client's API document.
    { schema: { hide: true } },
    async (request) => {
      const outcome = await payments.webhook(request.params.provider, {
        body: request.body,
        headers: request.headers,
        ip: request.ip,
      });
      return { outcome };
    },
  );
};
