import { isMobileOnly } from '@platform/domain/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { subscriptionsQuery } from '../../features/subscriptions/api/get-subscriptions';
import type { User } from '../../shared/session/current-user';

/**
 * Whether the free-trial modal is offered. It reads the user's subscriptions, which the commerce
 * area loads; until then it does not hold. Replace the body with the real check.
 */
export function useOffersFreeTrial(_user: User): boolean {
  return false;
}

/** Whether the user's tariff allows only the mobile app (spec 000 section 6: such a user gets
 * the mobile-subscription page); false until the subscriptions have loaded. */
export function useIsMobileOnlyUser(_user: User): boolean {
  const subscriptions = useQuery(subscriptionsQuery);
  return subscriptions.data ? isMobileOnly(subscriptions.data) : false;
}
