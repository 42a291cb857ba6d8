import { endpoint } from '../endpoint';
import type { NoContent } from '../envelope';
import type { Order, OrderParams } from '../order';
import type {
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
} from '../payments';

/** Saved cards and purchases of the signed-in learner. */
export const paymentEndpoints = {
  methods: endpoint<{ answer: typeof PaymentMethodList }>()({
    method: 'GET',
    path: '/user-payment-method',
    version: 'v2',
  }),
  deleteMethod: endpoint<{ params: typeof PaymentMethodParams; answer: typeof NoContent }>()({
    method: 'DELETE',
    path: '/user-payment-method/:id',
    version: 'v2',
    status: 204,
  }),
  // Buying a stopped optional-purchase course: an open course (409); an account without an
  // e-mail for the receipt (422).
  checkoutStream: endpoint<{
    params: typeof StreamCheckoutParams;
    body: typeof StreamCheckoutBody;
    answer: typeof CheckoutStarted;
  }>()({ method: 'POST', path: '/checkout/stream/:streamId', rules: [409] }),
  // Money back within the order's window; after it, or refused by the provider (409).
  refund: endpoint<{ params: typeof OrderParams; body: typeof RefundBody; answer: typeof Order }>()(
    { method: 'POST', path: '/order/:id/refund', rules: [409] },
  ),
};

/** The sandbox provider's checkout page (no sign-in, like a provider's page; unguessable ids). */
export const sandboxCheckoutEndpoints = {
  payment: endpoint<{ params: typeof SandboxPaymentParams; answer: typeof SandboxPayment }>()({
    method: 'GET',
    path: '/sandbox-checkout/:paymentId',
  }),
  pay: endpoint<{
    params: typeof SandboxPaymentParams;
    body: typeof SandboxPayBody;
    answer: typeof SandboxPayment;
  }>()({ method: 'POST', path: '/sandbox-checkout/:paymentId/pay' }),
  confirm: endpoint<{
    params: typeof SandboxPaymentParams;
    body: typeof SandboxConfirmBody;
    answer: typeof SandboxPayment;
  }>()({ method: 'POST', path: '/sandbox-checkout/:paymentId/confirm' }),
};
