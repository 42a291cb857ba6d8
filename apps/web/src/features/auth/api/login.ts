import type { AuthAnswer } from '@platform/contracts/auth';
import { authEndpoints } from '@platform/contracts/endpoints/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { signIn } from '../../../shared/session/session';

export type LoginBody = { email: string; password: string };

/** POST /auth/login: {success, data: {token, user}}; a refusal throws ApiError with the field
 * errors (password for a wrong password or an unknown e-mail). */
export function login(body: LoginBody): Promise<AuthAnswer> {
  return call(authEndpoints.login, { body });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => signIn(queryClient, answer.data),
  });
}
