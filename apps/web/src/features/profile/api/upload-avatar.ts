import type { UserAnswer } from '@platform/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../../shared/api/file-upload';
import { api, toFormData } from '../../../shared/api/http-client';
import { currentUserQuery, type User } from '../../../shared/session/current-user';

/** Uploads the photo (POST /files), then makes it the avatar (POST /user/avatar, multipart
 * avatar_file_id). Either call may refuse the file: not a photo, too large. */
export async function uploadAvatar(photo: File): Promise<User> {
  const file = await uploadFile(photo);
  const answer = await api.post<UserAnswer>(
    '/user/avatar',
    toFormData({ avatar_file_id: file.id }),
  );
  return answer.data.user;
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (user) => queryClient.setQueryData(currentUserQuery.queryKey, user),
  });
}
