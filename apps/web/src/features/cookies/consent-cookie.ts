import {
  CONSENT_COOKIE_DAYS,
  COOKIE_CATEGORIES,
  type CookieCategory,
  type CookiePolicy,
  storageName,
} from '@platform/domain/constants/cookies';
import { readCookie, writeCookie } from '../../shared/lib/cookie-storage';

/** The visitor's cookie choice: 365 days, SameSite=Strict (spec section 9). */
export const CONSENT_COOKIE = storageName('cookie-consent');

function isCategory(value: string): value is CookieCategory {
  return COOKIE_CATEGORIES.some((category) => category === value);
}

/** Kept as the allowed categories ('essential,analytics'): short, and readable in dev tools. */
function serialize(policy: CookiePolicy): string {
  return COOKIE_CATEGORIES.filter((category) => category === 'essential' || policy[category]).join(
    ',',
  );
}

/** Anything unreadable counts as no choice, so the banner asks again. */
function parse(raw: string | null): CookiePolicy | null {
  const allowed = raw?.split(',') ?? [];
  if (allowed.length === 0 || !allowed.every(isCategory)) return null;
  return {
    essential: true,
    analytics: allowed.includes('analytics'),
    marketing: allowed.includes('marketing'),
  };
}

const listeners = new Set<() => void>();
let snapshot: { raw: string | null; policy: CookiePolicy | null } = { raw: null, policy: null };

/** An external store for useSyncExternalStore: the same object until the cookie changes. */
export const consentCookie = {
  /** The stored choice; null until the visitor has made one. */
  read(): CookiePolicy | null {
    const raw = readCookie(CONSENT_COOKIE);
    if (raw !== snapshot.raw) snapshot = { raw, policy: parse(raw) };
    return snapshot.policy;
  },
  write(policy: CookiePolicy): void {
    writeCookie(CONSENT_COOKIE, serialize(policy), CONSENT_COOKIE_DAYS);
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
