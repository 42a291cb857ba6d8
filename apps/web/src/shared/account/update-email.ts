import { userEndpoints } from '@platform/contracts/endpoints/users';
import { ApiError, fieldErrorText } from '../api/api-error';
import { call } from '../api/http-client';
import { useUserMutation } from '../session/user-mutation';

/** POST /user/update-user {email}: a refused address answers its reasons under errors.email. */
export async function updateEmail(email: string) {
  const answer = await call(userEndpoints.updateUser, { body: { email } });
  return answer.data.user;
}

/** Why the server refused the address: its errors.email, joined; undefined for any other failure. */
export function emailRefusalText(error: unknown): string | undefined {
  return fieldErrorText(error instanceof ApiError ? error.fieldErrors : {}, 'email');
}

export function useUpdateEmail() {
  return useUserMutation(updateEmail);
}
