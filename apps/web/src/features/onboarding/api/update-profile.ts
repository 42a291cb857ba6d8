import type { UserAnswer } from '@platform/contracts/user';
import { api, toFormData } from '../../../shared/api/http-client';

/** The profile fields the onboarding chat fills in, and its progress (20, 30, 40). */
export type ProfileFields = {
  name?: string;
  email?: string;
  /** DD.MM.YYYY. */
  birthday?: string;
  status?: number;
};

/** POST /user (multipart): answers the updated user; refusals come per field. */
export async function updateProfile(fields: ProfileFields) {
  const answer = await api.post<UserAnswer>('/user', toFormData(fields));
  return answer.data.user;
}
