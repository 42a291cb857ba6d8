import { isMobileOnly } from '@platform/domain/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { subscriptionsQuery } from '../../features/subscriptions/api/get-subscriptions';
import { plansQuery } from '../../features/subscriptions/api/plans';

/**
 * Whether the free-trial offer holds: one of the brand's tariffs gives this learner a free trial
 * (the server's rule: a first subscription, to a renewing plan that has trial days). A learner
 * who ever subscribed has none left: their subscriptions, which the shell loads anyway, spare
 * the tariffs' call, which is made only when the offer is `due` (its schedule). False until the
 * answers are in.
 */
export function useOffersFreeTrial(due: boolean): boolean {
  const subscriptions = useQuery(subscriptionsQuery);
  const wanted = due && subscriptions.data?.length === 0;
  const plans = useQuery({ ...plansQuery, enabled: wanted });
  return wanted && (plans.data?.some((plan) => plan.trialAvailable) ?? false);
}

/** Whether the user's tariff allows only the mobile app (spec 000 section 6: such a user gets
 * the mobile-subscription page); false until the subscriptions have loaded. */
export function useIsMobileOnlyUser(): boolean {
  const subscriptions = useQuery(subscriptionsQuery);
  return subscriptions.data ? isMobileOnly(subscriptions.data) : false;
}
