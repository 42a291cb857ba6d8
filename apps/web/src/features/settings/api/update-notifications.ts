import { userEndpoints } from '@platform/contracts/endpoints/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import {
  currentUserQuery,
  storeCurrentUser,
  type User,
} from '../../../shared/session/current-user';

/** POST /user/notification, multipart disable_notification 1/0. */
export async function updateNotifications(disabled: boolean): Promise<User> {
  const answer = await call(userEndpoints.notification, {
    body: { disable_notification: disabled },
  });
  return answer.data.user;
}

/** Optimistic: the switch moves at once and moves back if the server refuses. Quick toggles
 * are sent one after another, so the last answer is the state that stays. */
export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  const { queryKey } = currentUserQuery;
  return useMutation({
    mutationFn: updateNotifications,
    scope: { id: 'user-notification' },
    onMutate: async (disabled) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      const flag: User['disable_notification'] = disabled ? 1 : 0;
      queryClient.setQueryData(queryKey, (user) =>
        user ? { ...user, disable_notification: flag } : user,
      );
      return { previous };
    },
    onError: (_error, _disabled, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (user) => storeCurrentUser(queryClient, user),
  });
}
