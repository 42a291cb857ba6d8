import type { AuthAnswer } from '@platform/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/http-client';
import { signIn } from '../../../shared/session/session';

export type NewPasswordBody = { password: string; password_repeat: string };

/**
 * POST /user/update-password without current_password, which the server does not ask of a
 * forced change (requiredUpdatePassword) nor of an account that has no password yet (the
 * onboarding chat's password question). Every session is revoked: the answer's token is the
 * one to go on with.
 */
export function updatePassword(body: NewPasswordBody): Promise<AuthAnswer> {
  return api.post<AuthAnswer>('/user/update-password', body);
}

export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: (answer) => signIn(queryClient, answer.data),
  });
}
