import { subscriptionEndpoints } from '@platform/contracts/endpoints/subscriptions';
import type { Subscription } from '@platform/contracts/subscriptions';
import { listedSubscriptions } from '@platform/domain/subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { subscriptionKeys } from '../subscription-keys';

/** GET /payment-subscription: every subscription of the learner, MOBILE-type ones included. */
export function getSubscriptions(): Promise<Subscription[]> {
  return call(subscriptionEndpoints.list, { query: {} });
}

export const subscriptionsQuery = queryOptions({
  queryKey: subscriptionKeys.list(),
  queryFn: getSubscriptions,
});

/** The subscriptions the learner's lists show: MOBILE-type ones are the app's. */
export function useListedSubscriptions() {
  return useQuery({ ...subscriptionsQuery, select: listedSubscriptions });
}
