import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/http-client';
import { externalAuthsQuery } from './external-auths';

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
