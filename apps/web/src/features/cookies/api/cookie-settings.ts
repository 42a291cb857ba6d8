import type { CookieSettings } from '@platform/contracts/cookies';
import { cookieEndpoints } from '@platform/contracts/endpoints/cookies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/http-client';
import { CONFIG_QUERY_ROOT } from '../../../shared/config/domain-configuration';

/** GET /cookie: whether the domain asks for consent, and the categories' texts in the request
 * language. */
export function getCookieSettings(): Promise<CookieSettings> {
  return call(cookieEndpoints.settings);
}

/** A setting of the site, not of the user: it survives a logout. */
export function cookieSettingsQuery(language: string) {
  return queryOptions({
    queryKey: [CONFIG_QUERY_ROOT, 'cookies', language],
    queryFn: getCookieSettings,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCookieSettings() {
  const { i18n } = useTranslation();
  return useQuery(cookieSettingsQuery(i18n.language));
}
