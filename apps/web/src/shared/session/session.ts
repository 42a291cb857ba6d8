import type { QueryClient } from '@tanstack/react-query';
import { telemetry } from '../analytics/telemetry';
import { tokenStorage } from '../api/token-storage';
import { CONFIG_QUERY_ROOT } from '../config/domain-configuration';
import { navigationHistory } from '../navigation/navigation-history';
import { currentUserQuery, storeCurrentUser, type User } from './current-user';

/** Stores the token and makes the user the signed-in one (analytics, error-reporting user and
 * push external user id follow). */
export function signIn(queryClient: QueryClient, { token, user }: { token: string; user: User }) {
  tokenStorage.write(token);
  storeCurrentUser(queryClient, user);
  telemetry.signedIn(user);
}

/**
 * Local logout (spec section 4): the token, every cached answer about the user (in memory and
 * the service worker's offline copies), the downloaded lessons, the statistics waiting to be
 * sent and the navigation history go; the site's configuration
 * stays; push loses the external user id and analytics the user. Callers that need the return
 * URL set it afterwards.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  tokenStorage.remove();
  telemetry.signedOut();
  navigationHistory.clear();
  // The user query is emptied, not removed: removing one still in flight (a token found revoked
  // at start-up) would cancel it silently and leave its observers waiting forever.
  // Queries under the user key (points, links) belong to this user and go.
  const isCurrentUser = (key: readonly unknown[]) =>
    key.length === 1 && key[0] === currentUserQuery.queryKey[0];
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== CONFIG_QUERY_ROOT && !isCurrentUser(query.queryKey),
  });
  await queryClient.cancelQueries({ queryKey: currentUserQuery.queryKey });
  queryClient.setQueryData(currentUserQuery.queryKey, null);
  // Loaded on sign-out only: the sign-in route needs none of the offline code.
  const { clearUserCaches } = await import('../offline/clear-user-caches');
  await clearUserCaches();
}
