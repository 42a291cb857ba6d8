import { userEndpoints } from '@platform/contracts/endpoints/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { externalAuthsQuery } from '../../../shared/account/external-auths';
import { call } from '../../../shared/api/http-client';

/** DELETE /user-external-auths/{id}. */
export function unlinkExternalAuth(id: number): Promise<unknown> {
  return call(userEndpoints.unlinkExternalAuth, { params: { id } });
}

export function useUnlinkExternalAuth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkExternalAuth,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: externalAuthsQuery.queryKey }),
  });
}
