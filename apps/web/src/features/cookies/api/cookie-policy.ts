import type { CookiePolicy } from '@platform/contracts/cookies';
import { cookieEndpoints } from '@platform/contracts/endpoints/cookies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';

/** GET /cookie/get-policy: the signed-in user's stored choice (the defaults when none). */
export function getCookiePolicy(): Promise<CookiePolicy> {
  return call(cookieEndpoints.policy);
}

export const cookiePolicyQuery = queryOptions({
  queryKey: ['cookie-policy'],
  queryFn: getCookiePolicy,
});

export function useCookiePolicy({ enabled }: { enabled: boolean }) {
  return useQuery({ ...cookiePolicyQuery, enabled });
}
