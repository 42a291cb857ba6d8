import type { CodeSentAnswer } from '@platform/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../shared/api/http-client';
import type { CodeSent } from './request-email-code';

/** v2 POST /user/request-phone-otp {phone}: sends a one-time code by SMS to the number. */
export async function requestPhoneCode(phone: string): Promise<CodeSent> {
  const answer = await api.post<z.infer<typeof CodeSentAnswer>>(
    '/user/request-phone-otp',
    { phone },
    { version: 'v2' },
  );
  return answer.data;
}

export function useRequestPhoneCode() {
  return useMutation({ mutationFn: requestPhoneCode });
}
