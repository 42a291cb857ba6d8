import type { UpdateProfileBody, UserAnswer } from '@platform/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toFormData } from '../../../shared/api/http-client';
import { currentUserQuery, type User } from '../../../shared/session/current-user';

/** The profile fields as the form sends them: '' clears a field. */
export type ProfileBody = Required<
  Pick<
    z.input<typeof UpdateProfileBody>,
    'name' | 'last_name' | 'email' | 'city' | 'gender' | 'phone' | 'birthday' | 'instagram_id'
  >
>;

/** POST /user, multipart (spec section 7). A refusal throws ApiError with the field errors. */
export async function updateProfile(body: ProfileBody): Promise<User> {
  const answer = await api.post<UserAnswer>('/user', toFormData(body));
  return answer.data.user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserQuery.queryKey, user),
  });
}
