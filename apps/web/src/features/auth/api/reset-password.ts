import type { AuthAnswer } from '@platform/contracts/auth';
import { authEndpoints } from '@platform/contracts/endpoints/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { signIn } from '../../../shared/session/session';

/** The mailed link's token, or the address and the mailed code. */
export type ResetProof = { token: string } | { email: string; code: string };
export type ResetPasswordBody = ResetProof & { password: string; password_repeat: string };

/** POST /auth/reset-password: sets the new password and answers a fresh session (every other
 * session of the account is signed out). Refusals come under token, code, email or password. */
export function resetPassword(body: ResetPasswordBody): Promise<AuthAnswer> {
  return call(authEndpoints.resetPassword, { body });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (answer) => signIn(queryClient, answer.data),
  });
}
