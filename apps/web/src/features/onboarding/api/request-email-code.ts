import type { CodeSentAnswer } from '@platform/contracts/auth';
import { authEndpoints } from '@platform/contracts/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../shared/api/http-client';

/** How long until another code may be asked for, and how many digits it has. */
export type CodeSent = z.infer<typeof CodeSentAnswer>['data'];

/** v2 POST /auth/request-otp {email}: mails a one-time code to the address. */
export async function requestEmailCode(email: string): Promise<CodeSent> {
  const answer = await call(authEndpoints.requestOtp, { body: { email } });
  return answer.data;
}

export function useRequestEmailCode() {
  return useMutation({ mutationFn: requestEmailCode });
}
