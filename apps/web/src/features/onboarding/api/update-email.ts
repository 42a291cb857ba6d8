import { userEndpoints } from '@platform/contracts/endpoints/users';
import { call } from '../../../shared/api/http-client';
import { useUserMutation } from '../../../shared/session/user-mutation';

/** POST /user/update-user {email}: a refused address answers its reasons under errors.email. */
export async function updateEmail(email: string) {
  const answer = await call(userEndpoints.updateUser, { body: { email } });
  return answer.data.user;
}

export function useUpdateEmail() {
  return useUserMutation(updateEmail);
}
