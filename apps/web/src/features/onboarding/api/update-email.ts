import type { UserAnswer } from '@platform/contracts/user';
import { api } from '../../../shared/api/http-client';
import { useUserMutation } from '../../../shared/session/user-mutation';

/** POST /user/update-user {email}: a refused address answers its reasons under errors.email. */
export async function updateEmail(email: string) {
  const answer = await api.post<UserAnswer>('/user/update-user', { email });
  return answer.data.user;
}

export function useUpdateEmail() {
  return useUserMutation(updateEmail);
}
