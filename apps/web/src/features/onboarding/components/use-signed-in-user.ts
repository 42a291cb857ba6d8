import { type User, useCurrentUser } from '../../../shared/session/current-user';

/** The screens of this area sit behind the auth guard, which renders them only with a user. */
export function useSignedInUser(): User {
  const { data } = useCurrentUser();
  if (!data) throw new Error('This screen needs a signed-in user');
  return data;
}
