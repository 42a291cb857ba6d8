import type { UploadAnswer } from '@platform/contracts/files';
import type { z } from 'zod';
import { api, toFormData } from './http-client';

export type StoredFile = z.infer<typeof UploadAnswer>['data'];

/** POST /files: one file part named `file`. The server decides the type from the bytes and
 * refuses what it does not take, with the reason under the `file` field. Avatars, homework and
 * chat attachments all start here. */
export async function uploadFile(file: Blob): Promise<StoredFile> {
  const answer = await api.post<z.infer<typeof UploadAnswer>>('/files', toFormData({ file }));
  return answer.data;
}
