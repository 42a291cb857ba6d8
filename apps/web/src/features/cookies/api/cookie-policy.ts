import type { CookiePolicy } from '@platform/contracts/cookies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/http-client';

/** GET /cookie/get-policy: the signed-in user's stored choice (the defaults when none). */
export function getCookiePolicy(): Promise<CookiePolicy> {
  return api.get<CookiePolicy>('/cookie/get-policy');
}

export const cookiePolicyQuery = queryOptions({
  queryKey: ['cookie-policy'],
  queryFn: getCookiePolicy,
});

export function useCookiePolicy({ enabled }: { enabled: boolean }) {
  return useQuery({ ...cookiePolicyQuery, enabled });
}
