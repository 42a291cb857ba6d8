import { finished } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, type Message } from '../lib/errors';
import { filesService, type ReceivedFile } from '../modules/files/files.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The multipart field whose file this route takes: streamed to storage while the request is
     * read, it reaches the body as a ReceivedFile. File parts under other names are read past. */
    upload?: string;
  }
}

const MIB = 1024 * 1024;

/** The body value of a file part a route does not take: fails the route's schema (an unknown
 * field, or not the text the field wants) without holding the bytes. */
const NOT_TAKEN = Object.freeze({});

/** The field of the file part that was cut at the size limit, for the 413 answer. */
const oversizedFields = new WeakMap<FastifyRequest, string>();
/** Files streamed to storage for a request, to remove those that no route registered. */
const receivedFiles = new WeakMap<FastifyRequest, ReceivedFile[]>();

/**
 * The multipart `onFile` handler. A file part is never buffered: the route's upload field streams
 * to storage as it arrives (its type sniffed from the first bytes), any other file part is read
 * past. At UPLOAD_MAX_BYTES the part is cut and the request answers 413 with nothing stored.
 */
export async function streamUpload(this: FastifyRequest, part: MultipartFile): Promise<void> {
  const tooLarge = () => {
    oversizedFields.set(this, part.fieldname);
    return uploadTooLarge(this);
  };
  // Busboy stops at the limit and ends the part as if it were whole: fail it instead.
  part.file.once('limit', () => part.file.destroy(tooLarge()));
  const value = part as MultipartFile & { value?: unknown };

  if (this.routeOptions.config.upload !== part.fieldname) {
    await finished(part.file.resume());
    if (part.file.truncated) throw tooLarge();
    value.value = NOT_TAKEN;
    return;
  }
  const files = filesService(this.server.ctx);
  const received = await files.receive(part.file, part.filename, part.fieldname);
  if (part.file.truncated) {
    await this.server.ctx.storage.remove(received.storageKey);
    throw tooLarge();
  }
  receivedFiles.set(this, [...(receivedFiles.get(this) ?? []), received]);
  value.value = received;
}

/** Removes the bytes of files that were received but not registered, as when a later field of
 * the form was refused. Run before the answer is sent (onSend), so a client that reads a refusal
 * finds nothing stored, and again when the exchange ends (onResponse) for a request cut short. */
export async function discardUnregisteredUploads(request: FastifyRequest): Promise<void> {
  // Runs twice for every call: most received no file.
  const received = receivedFiles.get(request);
  if (!received) return;
  const unregistered = received.filter((file) => !file.registered);
  receivedFiles.delete(request);
  await Promise.all(unregistered.map((file) => request.server.ctx.storage.remove(file.storageKey)));
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
