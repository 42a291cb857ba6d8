import type { User } from '@platform/contracts/user';

/**
 * The expired-platform-access check of the navigation guard (spec section 4). It needs the
 * user's subscriptions, which the commerce area will load; until then nobody's access counts as
 * expired. Replace the body with the real check (a hook, so it may read queries).
 */
export function useHasExpiredPlatformAccess(_user: User | null | undefined): boolean {
  return false;
}
