import { userEndpoints } from '@platform/contracts/endpoints/users';
import type { ExternalAuth } from '@platform/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api/http-client';

/** GET /user-external-auth: the signed-in user's linked social accounts (one per provider, so
 * the first page holds them all). */
export function getExternalAuths(): Promise<ExternalAuth[]> {
  return call(userEndpoints.externalAuths);
}

export const externalAuthsQuery = queryOptions({
  queryKey: ['user-external-auths'],
  queryFn: getExternalAuths,
});

/** `enabled: false` holds the call back until the screen needs the list. */
export function useExternalAuths({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...externalAuthsQuery, enabled });
}
