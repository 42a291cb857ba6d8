import type { CookiePolicy } from '@platform/contracts/cookies';
import { cookieEndpoints } from '@platform/contracts/endpoints/cookies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { cookiePolicyQuery } from './cookie-policy';

/** POST /cookie/update-policy {policy}: stores a signed-in user's choice; answers the policy
 * as stored (essential always on). */
export function updateCookiePolicy(policy: CookiePolicy): Promise<CookiePolicy> {
  return call(cookieEndpoints.updatePolicy, { body: { policy } });
}

/** Shared by every caller, so that one can see another's upload under way. */
export const UPDATE_COOKIE_POLICY_KEY = ['cookie-policy', 'update'];

export function useUpdateCookiePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: UPDATE_COOKIE_POLICY_KEY,
    mutationFn: updateCookiePolicy,
    onSuccess: (policy) => queryClient.setQueryData(cookiePolicyQuery.queryKey, policy),
  });
}
