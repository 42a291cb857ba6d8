import type { UpdateProfileBody, UserAnswer } from '@platform/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toFormData } from '../api/http-client';
import { currentUserQuery, type User } from '../session/current-user';

/** The profile fields the app sends ('' clears one), and the onboarding progress (20, 30, 40). */
export type ProfileFields = Pick<
  z.input<typeof UpdateProfileBody>,
  'name' | 'last_name' | 'email' | 'city' | 'gender' | 'phone' | 'birthday' | 'instagram_id'
> & { status?: number };

/** POST /user, multipart (spec section 7): answers the updated user. A refusal throws ApiError
 * with the field errors. */
export async function updateProfile(fields: ProfileFields): Promise<User> {
  const answer = await api.post<UserAnswer>('/user', toFormData(fields));
  return answer.data.user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserQuery.queryKey, user),
  });
}

/** The longest first name the sign-up and the onboarding chat take. */
export const NAME_MAX = 100;
