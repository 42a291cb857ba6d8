import type { V2AuthAnswer } from '@platform/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../shared/api/http-client';
import { signIn } from '../../../shared/session/session';

/** v2 POST /auth/verify-otp {email, code}: a right code settles the e-mail verification and
 * answers a session ({token, user}), which becomes the current one. */
export async function verifyEmailCode(body: { email: string; code: string }) {
  const answer = await api.post<z.infer<typeof V2AuthAnswer>>('/auth/verify-otp', body, {
    version: 'v2',
  });
  return answer.data;
}

export function useVerifyEmailCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmailCode,
    onSuccess: (session) => signIn(queryClient, session),
  });
}
