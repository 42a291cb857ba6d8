import { subscriptionEndpoints } from '@platform/contracts/endpoints/subscriptions';
import type { SubscriptionPlan } from '@platform/contracts/subscriptions';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { subscriptionKeys } from '../subscription-keys';

/** GET /subscription-plans: the tariffs of the learner's brand. */
export function getPlans(): Promise<SubscriptionPlan[]> {
  return call(subscriptionEndpoints.plans, {});
}

export function usePlans() {
  return useQuery({ queryKey: subscriptionKeys.plans(), queryFn: getPlans });
}

/** POST /payment-subscriptions/subscribe, then on to the payment page. One key per screen
 * visit: a second press answers the same order. */
export function useSubscribe(idempotencyKey: string) {
  return useMutation({
    mutationFn: (planId: number) =>
      call(subscriptionEndpoints.subscribe, {
        body: { planId, idempotency_key: `${idempotencyKey}-${planId}` },
      }),
    onSuccess: ({ confirmation_url }) => {
      if (confirmation_url) window.location.assign(confirmation_url);
    },
  });
}
