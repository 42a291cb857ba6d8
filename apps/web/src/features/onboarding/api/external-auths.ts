import type { ExternalAuth } from '@platform/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/http-client';

/** GET /user-external-auth: the social accounts linked to the user. */
export function getExternalAuths(): Promise<ExternalAuth[]> {
  return api.get<ExternalAuth[]>('/user-external-auth');
}

export const externalAuthsQuery = queryOptions({
  queryKey: ['user-external-auths'],
  queryFn: getExternalAuths,
});

export function useExternalAuths({ enabled }: { enabled: boolean }) {
  return useQuery({ ...externalAuthsQuery, enabled });
}
