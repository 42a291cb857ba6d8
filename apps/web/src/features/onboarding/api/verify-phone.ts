import { authEndpoints } from '@platform/contracts/endpoints/auth';
import { call } from '../../../shared/api/http-client';
import { useUserMutation } from '../../../shared/session/user-mutation';

/** v2 POST /user/verify-phone {phone, code}: a right code makes the number the user's
 * validated phone. */
export async function verifyPhone(body: { phone: string; code: string }) {
  const answer = await call(authEndpoints.verifyPhone, { body });
  return answer.data.user;
}

export function useVerifyPhone() {
  return useUserMutation(verifyPhone);
}
