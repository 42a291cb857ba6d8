import type { UserAnswer } from '@platform/contracts/user';
import { uploadFile } from '../../../shared/api/file-upload';
import { api, toFormData } from '../../../shared/api/http-client';

/** POST /files (the image), then POST /user/avatar {avatar_file_id} (multipart): answers the
 * user with the new avatar. The server checks from the bytes that the file is an image. */
export async function uploadAvatar(file: File) {
  const uploaded = await uploadFile(file);
  const answer = await api.post<UserAnswer>(
    '/user/avatar',
    toFormData({ avatar_file_id: uploaded.id }),
  );
  return answer.data.user;
}
