import type { CookieSettings } from '@platform/contracts/cookies';
import {
  CONSENT_DISABLED_COOKIE_POLICY,
  COOKIE_CATEGORIES,
  type CookiePolicy,
  DEFAULT_COOKIE_POLICY,
} from '@platform/domain/constants/cookies';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useCurrentUser } from '../../shared/session/current-user';
import { useCookiePolicy } from './api/cookie-policy';
import { useCookieSettings } from './api/cookie-settings';
import { UPDATE_COOKIE_POLICY_KEY, useUpdateCookiePolicy } from './api/update-cookie-policy';
import { consentCookie } from './consent-cookie';

export type CookieConsent = {
  /** Whether the domain asks for consent; undefined until GET /cookie has answered. */
  enabled: boolean | undefined;
  /** A choice is stored in this browser (or none is needed). */
  decided: boolean;
  /** What may be used now. Until a choice is made, only essential cookies. */
  policy: CookiePolicy;
  /** The categories with their texts, in the interface language. */
  items: CookieSettings['items'];
};

const samePolicy = (a: CookiePolicy, b: CookiePolicy) =>
  COOKIE_CATEGORIES.every((category) => a[category] === b[category]);

function useConsentSources() {
  const settings = useCookieSettings();
  const stored = useSyncExternalStore(consentCookie.subscribe, consentCookie.read);
  const signedIn = Boolean(useCurrentUser().data);
  const enabled = settings.data?.isEnabled;
  const server = useCookiePolicy({ enabled: signedIn && enabled === true });
  return { settings, stored, signedIn, enabled, server: server.data };
}

/**
 * The cookie consent of spec section 4, for the banner, the settings and whatever loads
 * optional scripts (analytics, marketing): read `policy` before loading them. The cookie of
 * this browser decides; a signed-in user without one sees their server copy (GET
 * /cookie/get-policy) as the starting point. A domain without consent allows everything.
 */
export function useCookieConsent(): CookieConsent {
  const { settings, stored, enabled, server } = useConsentSources();
  const items = settings.data?.items ?? [];
  if (enabled === false) {
    return { enabled, decided: true, policy: CONSENT_DISABLED_COOKIE_POLICY, items };
  }
  return {
    enabled,
    decided: stored !== null,
    policy: stored ?? server ?? DEFAULT_COOKIE_POLICY,
    items,
  };
}

/** Stores a choice: the cookie at once, and the server copy when signed in. */
export function useSaveCookieConsent() {
  const signedIn = Boolean(useCurrentUser().data);
  const update = useUpdateCookiePolicy();
  return {
    save(policy: CookiePolicy) {
      const choice = { ...policy, essential: true };
      consentCookie.write(choice);
      if (signedIn) update.mutate(choice);
    },
    error: update.error,
  };
}

/**
 * Mounted once, with the banner: a choice made while signed out (on the sign-in screen, say)
 * or whose upload failed reaches the user's server copy once they are signed in. The latest
 * choice in a browser wins, as it is the one the user just saw.
 */
export function useCookieConsentSync(): void {
  const { stored, signedIn, enabled, server } = useConsentSources();
  const { mutate, isError } = useUpdateCookiePolicy();
  // A save under way will bring the server copy in step by itself.
  const saving = useIsMutating({ mutationKey: UPDATE_COOKIE_POLICY_KEY }) > 0;
  useEffect(() => {
    // After a failure it waits for the next page load rather than retrying in a loop.
    if (!signedIn || enabled !== true || !stored || !server || saving || isError) return;
    if (!samePolicy(stored, server)) mutate(stored);
  }, [signedIn, enabled, stored, server, saving, isError, mutate]);
}
