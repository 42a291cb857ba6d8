import type { AuthAnswer } from '@platform/contracts/auth';
import { userEndpoints } from '@platform/contracts/endpoints/users';
import type { UpdatePasswordBody } from '@platform/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../api/http-client';
import { signIn } from '../session/session';

export type PasswordBody = z.input<typeof UpdatePasswordBody>;

/**
 * POST /user/update-password. current_password may be left out only by a forced change
 * (requiredUpdatePassword) or an account without a password yet (the onboarding chat's
 * password question); a wrong one comes back under current_password. The server revokes every
 * session, this one included, and answers a new token with the user.
 */
export function updatePassword(body: PasswordBody): Promise<AuthAnswer> {
  return call(userEndpoints.updatePassword, { body });
}

export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    // The old token is dead from here on: keep the new one at once.
    onSuccess: (answer) => signIn(queryClient, answer.data),
  });
}
