import { subscriptionEndpoints } from '@platform/contracts/endpoints/subscriptions';
import type { CancelSubscriptionBody } from '@platform/contracts/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../shared/api/http-client';
import { subscriptionKeys } from '../subscription-keys';

export type CancelReason = z.input<typeof CancelSubscriptionBody>;

/** POST /payment-subscriptions/cancel?id=: stops the renewals; the lists then change. */
export function useCancelSubscription(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelReason) => call(subscriptionEndpoints.cancel, { query: { id }, body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
  });
}
