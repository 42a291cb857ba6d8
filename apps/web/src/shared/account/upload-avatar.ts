import { userEndpoints } from '@platform/contracts/endpoints/users';
import { uploadFile } from '../api/file-upload';
import { call } from '../api/http-client';
import type { User } from '../session/current-user';
import { useUserMutation } from '../session/user-mutation';

/** Uploads the photo (POST /files), then makes it the avatar (POST /user/avatar, multipart
 * avatar_file_id). Either call may refuse the file: the server checks from the bytes that it is
 * an image, and its size. */
export async function uploadAvatar(photo: File): Promise<User> {
  const file = await uploadFile(photo);
  const answer = await call(userEndpoints.avatar, { body: { avatar_file_id: file.id } });
  return answer.data.user;
}

export function useUploadAvatar() {
  return useUserMutation(uploadAvatar);
}
