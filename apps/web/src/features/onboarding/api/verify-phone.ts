import type { V2UserAnswer } from '@platform/contracts/auth';
import type { z } from 'zod';
import { api } from '../../../shared/api/http-client';
import { useUserMutation } from '../../../shared/session/user-mutation';

/** v2 POST /user/verify-phone {phone, code}: a right code makes the number the user's
 * validated phone. */
export async function verifyPhone(body: { phone: string; code: string }) {
  const answer = await api.post<z.infer<typeof V2UserAnswer>>('/user/verify-phone', body, {
    version: 'v2',
  });
  return answer.data.user;
}

export function useVerifyPhone() {
  return useUserMutation(verifyPhone);
}
