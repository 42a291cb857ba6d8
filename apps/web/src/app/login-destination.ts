import { HOME } from '../shared/routing/paths';

export type Destination = { internal: string } | { external: string };

/** The last two labels of a host name: app.school.example → school.example; an IP stays whole. */
function siteOf(host: string): string {
  if (/^[\d.]+$/.test(host) || host.includes(':')) return host;
  return host.split('.').slice(-2).join('.');
}

/**
 * Where a finished sign-in goes (spec section 4): the returnUrl of the query first, else the
 * stored one, else home. An external returnUrl gets the token appended; our choice: only sites
 * of the same registrable domain count (the brand's club or dashboard), so that a crafted link
 * can never carry the token to someone else's site. Anything else goes home.
 */
export function loginDestination(
  returnUrl: string | null,
  token: string | null,
  here: URL = new URL(window.location.href),
): Destination {
  if (!returnUrl) return { internal: HOME.href() };
  let url: URL;
  try {
    url = new URL(returnUrl, here);
  } catch {
    return { internal: HOME.href() };
  }
  if (url.origin === here.origin) return { internal: `${url.pathname}${url.search}${url.hash}` };
  const site = siteOf(here.hostname);
  const trusted =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    (url.hostname === site || url.hostname.endsWith(`.${site}`));
  if (!trusted) return { internal: HOME.href() };
  if (token) url.searchParams.set('token', token);
  return { external: url.toString() };
}
