import { subscriptionEndpoints } from '@platform/contracts/endpoints/subscriptions';
import type { Subscription } from '@platform/contracts/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { subscriptionKeys } from '../subscription-keys';

/** GET /payment-subscriptions/{id}?expand=cancelPopupText */
export function getSubscription(id: number): Promise<Subscription> {
  return call(subscriptionEndpoints.one, {
    params: { id },
    query: { expand: 'cancelPopupText' },
  });
}

export function useSubscription(id: number) {
  return useQuery({ queryKey: subscriptionKeys.one(id), queryFn: () => getSubscription(id) });
}
