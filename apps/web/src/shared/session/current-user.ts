import { userEndpoints } from '@platform/contracts/endpoints/users';
import type { User } from '@platform/contracts/user';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api/http-client';
import { tokenStorage } from '../api/token-storage';

export type { User };

/** GET /user answers the plain user object. Without a token nobody is signed in: no call. */
export async function getCurrentUser(): Promise<User | null> {
  if (!tokenStorage.read()) return null;
  return call(userEndpoints.user);
}

export const currentUserQuery = queryOptions({
  queryKey: ['user'],
  queryFn: getCurrentUser,
});

/** 'Signed in' means this is a user object (spec section 6). */
export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/** Makes the user a call answered the signed-in one, so every screen shows it at once. */
export function storeCurrentUser(queryClient: QueryClient, user: User) {
  queryClient.setQueryData(currentUserQuery.queryKey, user);
}
