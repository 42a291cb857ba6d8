import { userEndpoints } from '@platform/contracts/endpoints/users';
import { call } from '../api/http-client';
import { useUserMutation } from '../session/user-mutation';

/** POST /user/update-user {email}: a refused address answers its reasons under errors.email. */
export async function updateEmail(email: string) {
  const answer = await call(userEndpoints.updateUser, { body: { email } });
  return answer.data.user;
}

export function useUpdateEmail() {
  return useUserMutation(updateEmail);
}
