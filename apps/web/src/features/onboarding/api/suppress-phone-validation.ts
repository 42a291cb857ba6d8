import type { V2UserAnswer } from '@platform/contracts/auth';
import type { z } from 'zod';
import { api } from '../../../shared/api/http-client';
import { useUserMutation } from '../../../shared/session/user-mutation';

/** v2 POST /user/supress-phone-validation (the server's spelling): the user postpones the
 * verification until the server asks again. */
export async function suppressPhoneValidation() {
  const answer = await api.post<z.infer<typeof V2UserAnswer>>(
    '/user/supress-phone-validation',
    undefined,
    { version: 'v2' },
  );
  return answer.data.user;
}

export function useSuppressPhoneValidation() {
  return useUserMutation(suppressPhoneValidation);
}
