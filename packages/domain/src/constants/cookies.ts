/** Cookies and the consent to them. */

const STORAGE_PREFIX = 'learning-platform';

/** The name under which the web app keeps `key` in a cookie or in storage: every one starts with
 * the app's prefix (`<prefix>.<key>`), so brands on one host never clash with other sites' keys
 * and the app's own data is easy to find and clear. */
export function storageName(key: string): string {
  return `${STORAGE_PREFIX}.${key}`;
}

/** The keys of the cookies the server reads too, to hint a first page's files: the session
 * token and the chosen language. */
export const TOKEN_STORAGE_KEY = 'token';
export const LANGUAGE_STORAGE_KEY = 'lang';

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
