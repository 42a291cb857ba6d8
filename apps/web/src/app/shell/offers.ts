import type { User } from '../../shared/session/current-user';

/**
 * Whether the free-trial modal is offered, and whether the user's tariff allows only the mobile
 * app (spec 000 section 6: such a user gets the mobile-subscription page). Both read the user's
 * subscriptions, which the commerce area will load; until then neither holds. Replace the
 * bodies with the real checks (hooks, so they may read queries).
 */
export function useOffersFreeTrial(_user: User): boolean {
  return false;
}

export function useIsMobileOnlyUser(_user: User): boolean {
  return false;
}
