import { authEndpoints } from '@platform/contracts/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';

/** POST /auth/request-password-reset {email}: the same answer whether or not the address has an
 * account (only an account gets the mail with its link and code). */
export function requestPasswordReset(email: string): Promise<unknown> {
  return call(authEndpoints.requestPasswordReset, { body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
