import { authEndpoints } from '@platform/contracts/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import type { CodeSent } from './request-email-code';

/** v2 POST /user/request-phone-otp {phone}: sends a one-time code by SMS to the number. */
export async function requestPhoneCode(phone: string): Promise<CodeSent> {
  const answer = await call(authEndpoints.requestPhoneOtp, { body: { phone } });
  return answer.data;
}

export function useRequestPhoneCode() {
  return useMutation({ mutationFn: requestPhoneCode });
}
