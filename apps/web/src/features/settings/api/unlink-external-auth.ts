import { useMutation, useQueryClient } from '@tanstack/react-query';
import { externalAuthsQuery } from '../../../shared/account/external-auths';
import { api } from '../../../shared/api/http-client';

/** DELETE /user-external-auths/{id}. */
export function unlinkExternalAuth(id: number): Promise<unknown> {
  return api.delete(`/user-external-auths/${id}`);
}

export function useUnlinkExternalAuth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkExternalAuth,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: externalAuthsQuery.queryKey }),
  });
}
