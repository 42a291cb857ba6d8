import type { User } from '@platform/contracts/user';
import { needsSubscriptionWarning } from '@platform/domain/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { streamsQuery } from '../features/learning/api/get-streams';
import { subscriptionsQuery } from '../features/subscriptions/api/get-subscriptions';
import { useRouteName } from './route-name';

/**
 * The expired-platform-access check of the navigation guard (spec section 4): no subscription
 * in force, every stream of optional purchase and subscriptions held once. Both lists load after
 * sign-in; until they have, nobody's access counts as expired. Leaving (logout, delete) loads
 * nothing.
 */
export function useHasExpiredPlatformAccess(user: User | null | undefined): boolean {
  const route = useRouteName();
  const enabled = Boolean(user) && route !== 'logout' && route !== 'delete';
  const subscriptions = useQuery({ ...subscriptionsQuery, enabled });
  const streams = useQuery({ ...streamsQuery, enabled });
  if (!subscriptions.data || !streams.data) return false;
  return needsSubscriptionWarning(subscriptions.data, streams.data);
}
