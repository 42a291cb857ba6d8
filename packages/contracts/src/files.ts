import { FILE_TYPE, type FileTypeCode } from '@platform/domain/lesson';
import { z } from 'zod';
import { v1Answer } from './envelope';

/** File type numbers of the spec (video 1, image 2, sound 3, document 4, subtitle 5), defined
 * with the rules in @platform/domain and named here for the wire. */
export { FILE_TYPE };
export type FileType = FileTypeCode;

/** An uploaded file: a binary multipart part on the wire, a Blob as the client sends it. The
 * API streams the part to storage as it arrives and reads it as its record of the stored bytes
 * (hence no output type here). */
export const UploadedFile: z.ZodType<unknown, Blob> = z
  .custom<Blob>()
  .meta({ type: 'string', format: 'binary' });

/** POST /files: multipart with one file part named `file`. */
export const UploadBody = z.strictObject({ file: UploadedFile });

export const StoredFile = z.object({
  id: z.number().int(),
  /** Where the bytes are read: /files/<grant>/<key>, a signed URL that expires after an hour
   * or so; answers hand out fresh ones. */
  url: z.string(),
  type: z.union([
    z.literal(FILE_TYPE.video),
    z.literal(FILE_TYPE.image),
    z.literal(FILE_TYPE.sound),
    z.literal(FILE_TYPE.document),
    z.literal(FILE_TYPE.subtitle),
  ]),
  /** Sniffed from the bytes, never taken from the name or the declared content type. */
  mime: z.string(),
  size: z.number().int(),
  /** The name the file had on the uploader's device. */
  name: z.string(),
});
export type StoredFile = z.infer<typeof StoredFile>;

export const UploadAnswer = v1Answer(StoredFile);
