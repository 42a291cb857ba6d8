import type { AuthAnswer } from '@platform/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/http-client';
import { signIn } from '../../../shared/session/session';

export type PasswordChange = {
  current_password: string;
  password: string;
  password_repeat: string;
};

/** POST /user/update-password. The server revokes every session, this one included, and answers
 * a new token with the user; a wrong current password comes back under current_password. */
export function updatePassword(body: PasswordChange): Promise<AuthAnswer> {
  return api.post<AuthAnswer>('/user/update-password', body);
}

export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    // The old token is dead from here on: keep the new one at once.
    onSuccess: (answer) => signIn(queryClient, answer.data),
  });
}
