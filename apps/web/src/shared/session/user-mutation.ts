import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeCurrentUser, type User } from './current-user';

/** A mutation whose call answers the updated user, which becomes the signed-in one. */
export function useUserMutation<Variables = void>(
  mutationFn: (variables: Variables) => Promise<User>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (user) => storeCurrentUser(queryClient, user) });
}
