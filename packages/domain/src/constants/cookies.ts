/** Cookies and the consent to them. */

export const CONSENT_COOKIE_DAYS = 365;
export const COOKIE_SAME_SITE = 'Strict';
export const COOKIE_CATEGORIES = ['essential', 'analytics', 'marketing'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];
export type CookiePolicy = Readonly<Record<CookieCategory, boolean>>;

export const DEFAULT_COOKIE_POLICY: CookiePolicy = {
  essential: true,
  analytics: false,
  marketing: false,
};

/** Applies when the domain disables the consent banner. */
export const CONSENT_DISABLED_COOKIE_POLICY: CookiePolicy = {
  essential: true,
  analytics: true,
  marketing: true,
};
