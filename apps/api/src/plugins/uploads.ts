import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

const uploadNames = new WeakMap<FastifyRequest, Map<string, string>>();

/** The multipart `onFile` handler. With attachFieldsToBody 'keyValues' a file part reaches the
 * body as bare bytes, so its file name is kept here; reading the bytes throws multipart's 413
 * error when the part was cut at the size limit, so a truncated file never reaches a route. */
export async function bufferUpload(this: FastifyRequest, part: MultipartFile): Promise<void> {
  await part.toBuffer();
  const names = uploadNames.get(this) ?? new Map<string, string>();
  names.set(part.fieldname, part.filename);
  uploadNames.set(this, names);
}

/** The name a multipart file part had on the sender's device, if it gave one. */
export function uploadName(request: FastifyRequest, field: string): string | undefined {
  return uploadNames.get(request)?.get(field);
}
