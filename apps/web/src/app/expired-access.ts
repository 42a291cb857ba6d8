import type { User } from '@platform/contracts/user';
import { needsSubscriptionWarning } from '@platform/domain/subscriptions';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { streamsQuery } from '../features/learning/api/get-streams';
import { subscriptionsQuery } from '../features/subscriptions/api/get-subscriptions';
import type { RouteName } from '../shared/routing/paths';
import { useRouteName } from './route-name';

/** Leaving the account needs neither list. */
const loadsAccessLists = (route: RouteName) => route !== 'logout' && route !== 'delete';

/** A session kept from before, at start-up: the two lists (home shows them too) download beside
 * the first screen's chunks instead of after the user's answer, and the guard and the screen
 * reuse them from the cache. */
export function prefetchAccessLists(client: QueryClient, route: RouteName): void {
  if (!loadsAccessLists(route)) return;
  void client.prefetchQuery(subscriptionsQuery);
  void client.prefetchQuery(streamsQuery);
}

/**
 * The expired-platform-access check of the navigation guard (spec section 4): no subscription
 * in force, every stream of optional purchase and subscriptions held once. Both lists load after
 * sign-in; until they have, nobody's access counts as expired. Leaving (logout, delete) loads
 * nothing.
 */
export function useHasExpiredPlatformAccess(user: User | null | undefined): boolean {
  const route = useRouteName();
  const enabled = Boolean(user) && loadsAccessLists(route);
  const subscriptions = useQuery({ ...subscriptionsQuery, enabled });
  const streams = useQuery({ ...streamsQuery, enabled });
  if (!subscriptions.data || !streams.data) return false;
  return needsSubscriptionWarning(subscriptions.data, streams.data);
}
