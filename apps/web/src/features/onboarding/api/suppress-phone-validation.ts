import { authEndpoints } from '@platform/contracts/endpoints/auth';
import { call } from '../../../shared/api/http-client';
import { useUserMutation } from '../../../shared/session/user-mutation';

/** v2 POST /user/supress-phone-validation (the server's spelling): the user postpones the
 * verification until the server asks again. */
export async function suppressPhoneValidation() {
  const answer = await call(authEndpoints.suppressPhoneValidation, { body: {} });
  return answer.data.user;
}

export function useSuppressPhoneValidation() {
  return useUserMutation(suppressPhoneValidation);
}
