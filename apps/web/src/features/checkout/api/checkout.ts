import { orderEndpoints } from '@platform/contracts/endpoints/orders';
import { paymentEndpoints, sandboxCheckoutEndpoints } from '@platform/contracts/endpoints/payments';
import type { SandboxPayment, StreamCheckoutBody } from '@platform/contracts/payments';
import type { SandboxCardOutcome } from '@platform/domain/constants/payments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { pointsKeys } from '../../../shared/points/points-keys';

export const checkoutKeys = {
  order: (id: number) => ['order', id] as const,
  methods: () => ['user-payment-methods'] as const,
  sandbox: (id: string) => ['sandbox-payment', id] as const,
};

/** POST /checkout/stream/{id}: the order and where to pay (at once or the first installment,
 * points taken off); the key makes a double tap one purchase. */
export function useStreamCheckout(streamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StreamCheckoutBody) =>
      call(paymentEndpoints.checkoutStream, { params: { streamId }, body }),
    // Points may have been spent.
    onSettled: () => queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
  });
}

/** Seconds between reads of an order the provider has not settled yet. */
const PENDING_POLL_MS = 2000;

/** POST /order/{id}: read again while the payment is pending (the webhook may come later). */
export function useOrder(orderId: number) {
  return useQuery({
    queryKey: checkoutKeys.order(orderId),
    queryFn: () => call(orderEndpoints.order, { params: { id: orderId }, query: {} }),
    refetchInterval: (query) => (query.state.data?.status === 'new' ? PENDING_POLL_MS : false),
  });
}

export const paymentMethodsQuery = queryOptions({
  queryKey: checkoutKeys.methods(),
  queryFn: async () => (await call(paymentEndpoints.methods, {})).data,
});

export function usePaymentMethods() {
  return useQuery(paymentMethodsQuery);
}

/** DELETE /user-payment-method/{id}: removed on the server, then from the list here. */
export function useDeletePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(paymentEndpoints.deleteMethod, { params: { id } }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData(checkoutKeys.methods(), (cards: { id: number }[] | undefined) =>
        cards?.filter((card) => card.id !== id),
      ),
  });
}

export function useSandboxPayment(paymentId: string) {
  return useQuery({
    queryKey: checkoutKeys.sandbox(paymentId),
    queryFn: () => call(sandboxCheckoutEndpoints.payment, { params: { paymentId } }),
  });
}

type SandboxStep =
  | { kind: 'pay'; card: SandboxCardOutcome }
  | { kind: 'confirm'; approve: boolean };

/** The payer's choice on the sandbox page: a test card, then maybe the confirmation step. */
export function useSandboxStep(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: SandboxStep): Promise<SandboxPayment> =>
      step.kind === 'pay'
        ? call(sandboxCheckoutEndpoints.pay, { params: { paymentId }, body: { card: step.card } })
        : call(sandboxCheckoutEndpoints.confirm, {
            params: { paymentId },
            body: { approve: step.approve },
          }),
    onSuccess: (payment) => queryClient.setQueryData(checkoutKeys.sandbox(paymentId), payment),
  });
}
