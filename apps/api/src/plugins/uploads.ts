import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, type Message } from '../lib/errors';

const MIB = 1024 * 1024;

const uploadNames = new WeakMap<FastifyRequest, Map<string, string>>();
/** The field of the file part that was cut at the size limit, for the 413 answer. */
const oversizedFields = new WeakMap<FastifyRequest, string>();

/** The multipart `onFile` handler. With attachFieldsToBody 'keyValues' a file part reaches the
 * body as bare bytes, so its file name is kept here; reading the bytes throws multipart's 413
 * error when the part was cut at the size limit, so a truncated file never reaches a route. */
export async function bufferUpload(this: FastifyRequest, part: MultipartFile): Promise<void> {
  try {
    await part.toBuffer();
  } catch (error) {
    if (part.file.truncated) oversizedFields.set(this, part.fieldname);
    throw error;
  }
  const names = uploadNames.get(this) ?? new Map<string, string>();
  names.set(part.fieldname, part.filename);
  uploadNames.set(this, names);
}

/** The name a multipart file part had on the sender's device, if it gave one. */
export function uploadName(request: FastifyRequest, field: string): string | undefined {
  return uploadNames.get(request)?.get(field);
}

/** 413 for a file part over UPLOAD_MAX_BYTES, naming its field and the limit: in MB, or in KB
 * for limits under one MB. */
export function uploadTooLarge(request: FastifyRequest): AppError {
  const maxBytes = request.server.ctx.config.UPLOAD_MAX_BYTES;
  const message: Message =
    maxBytes >= MIB
      ? { key: 'upload.tooLarge', params: { max: Math.floor((maxBytes / MIB) * 10) / 10 } }
      : { key: 'upload.tooLargeKb', params: { max: Math.max(1, Math.floor(maxBytes / 1024)) } };
  const field = oversizedFields.get(request);
  const fields = field ? { [field]: [message] } : {};
  return new AppError(413, 'file_too_large', 'errors.payloadTooLarge', fields);
}
