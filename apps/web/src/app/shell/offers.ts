import { isMobileOnly } from '@platform/domain/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { subscriptionsQuery } from '../../features/subscriptions/api/get-subscriptions';
import { plansQuery } from '../../features/subscriptions/api/plans';

/**
 * Whether the free-trial offer holds: one of the brand's tariffs gives this learner a free trial
 * (the server's rule: a first subscription, to a renewing plan that has trial days). The tariffs
 * are asked for only when the offer is `wanted` (its schedule is due); false until they answer.
 */
export function useOffersFreeTrial(wanted: boolean): boolean {
  const plans = useQuery({ ...plansQuery, enabled: wanted });
  return wanted && (plans.data?.some((plan) => plan.trialAvailable) ?? false);
}

/** Whether the user's tariff allows only the mobile app (spec 000 section 6: such a user gets
 * the mobile-subscription page); false until the subscriptions have loaded. */
export function useIsMobileOnlyUser(): boolean {
  const subscriptions = useQuery(subscriptionsQuery);
  return subscriptions.data ? isMobileOnly(subscriptions.data) : false;
}
