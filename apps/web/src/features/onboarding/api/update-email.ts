import type { UserAnswer } from '@platform/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/http-client';
import { currentUserQuery } from '../../../shared/session/current-user';

/** POST /user/update-user {email}: a refused address answers its reasons under errors.email. */
export async function updateEmail(email: string) {
  const answer = await api.post<UserAnswer>('/user/update-user', { email });
  return answer.data.user;
}

export function useUpdateEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmail,
    onSuccess: (user) => queryClient.setQueryData(currentUserQuery.queryKey, user),
  });
}
