import { authEndpoints } from '@platform/contracts/endpoints/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { signIn } from '../../../shared/session/session';

/** v2 POST /auth/verify-otp {email, code}: a right code settles the e-mail verification and
 * answers a session ({token, user}), which becomes the current one. */
export async function verifyEmailCode(body: { email: string; code: string }) {
  const answer = await call(authEndpoints.verifyOtp, { body });
  return answer.data;
}

export function useVerifyEmailCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmailCode,
    onSuccess: (session) => signIn(queryClient, session),
  });
}
