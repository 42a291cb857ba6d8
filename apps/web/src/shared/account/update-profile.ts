import { userEndpoints } from '@platform/contracts/endpoints/users';
import type { UpdateProfileBody } from '@platform/contracts/user';
import type { z } from 'zod';
import { call } from '../api/http-client';
import type { User } from '../session/current-user';
import { useUserMutation } from '../session/user-mutation';

/** The profile fields the app sends ('' clears one), and the onboarding progress (20, 30, 40). */
export type ProfileFields = Pick<
  z.input<typeof UpdateProfileBody>,
  'name' | 'last_name' | 'email' | 'city' | 'gender' | 'phone' | 'birthday' | 'instagram_id'
> & { status?: number };

/** POST /user, multipart (spec section 7): answers the updated user. A refusal throws ApiError
 * with the field errors. */
export async function updateProfile(fields: ProfileFields): Promise<User> {
  const answer = await call(userEndpoints.updateProfile, { body: fields });
  return answer.data.user;
}

export function useUpdateProfile() {
  return useUserMutation(updateProfile);
}

/** The longest first name the sign-up and the onboarding chat take. */
export const NAME_MAX = 100;
