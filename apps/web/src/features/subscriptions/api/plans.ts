import { subscriptionEndpoints } from '@platform/contracts/endpoints/subscriptions';
import type { SubscriptionPlan } from '@platform/contracts/subscriptions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { pointsKeys } from '../../../shared/points/points-keys';
import { subscriptionKeys } from '../subscription-keys';

/** GET /subscription-plans: the tariffs of the learner's brand. */
export function getPlans(): Promise<SubscriptionPlan[]> {
  return call(subscriptionEndpoints.plans, {});
}

export const plansQuery = queryOptions({ queryKey: subscriptionKeys.plans(), queryFn: getPlans });

export function usePlans() {
  return useQuery(plansQuery);
}

export interface SubscribeChoice {
  planId: number;
  /** Points towards the first payment (0: none). */
  points: number;
}

/** POST /payment-subscriptions/subscribe, then on to the payment page. One key per screen
 * visit and choice: a second press answers the same order. */
export function useSubscribe(idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, points }: SubscribeChoice) =>
      call(subscriptionEndpoints.subscribe, {
        body: {
          planId,
          idempotency_key: `${idempotencyKey}-${planId}-${points}`,
          ...(points > 0 ? { points } : {}),
        },
      }),
    // Points may have been spent.
    onSettled: () => queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
    onSuccess: ({ confirmation_url }) => {
      if (confirmation_url) window.location.assign(confirmation_url);
    },
  });
}
