import { endpoint } from '../endpoint';
import type { UploadAnswer, UploadBody } from '../files';

/** Uploads (signed-in): one file part named `file`, multipart only. The stored files are read
 * from the signed links of the answers, outside the API. */
export const fileEndpoints = {
  upload: endpoint<{ body: typeof UploadBody; answer: typeof UploadAnswer }>()({
    method: 'POST',
    path: '/files',
    encoding: 'upload',
  }),
};
