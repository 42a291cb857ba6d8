import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/http-client';

/** POST /auth/request-password-reset {email}: the same answer whether or not the address has an
 * account (only an account gets the mail with its link and code). */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post('/auth/request-password-reset', { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
