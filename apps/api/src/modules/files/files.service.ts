import { Readable } from 'node:stream';
import { FILE_TYPE, type FileType } from '@platform/contracts/files';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../context';
import { fieldError } from '../../lib/errors';
import { randomToken } from '../../lib/secrets';
import { filesRepository } from './files.repository';

/** What may be uploaded, by the MIME type sniffed from the bytes: the spec's file type number
 * and the extension of the stored name. Anything else, scripts and SVG included, is refused. */
const ALLOWED: Readonly<Record<string, { type: FileType; ext: string }>> = {
  'image/jpeg': { type: FILE_TYPE.image, ext: 'jpg' },
  'image/png': { type: FILE_TYPE.image, ext: 'png' },
  'image/webp': { type: FILE_TYPE.image, ext: 'webp' },
  'image/gif': { type: FILE_TYPE.image, ext: 'gif' },
  'image/heic': { type: FILE_TYPE.image, ext: 'heic' },
  // HEIC photos whose container declares only the generic HEIF brand.
  'image/heif': { type: FILE_TYPE.image, ext: 'heic' },
  'video/mp4': { type: FILE_TYPE.video, ext: 'mp4' },
  'video/quicktime': { type: FILE_TYPE.video, ext: 'mov' },
  'video/webm': { type: FILE_TYPE.video, ext: 'webm' },
  'audio/mpeg': { type: FILE_TYPE.sound, ext: 'mp3' },
  'audio/ogg': { type: FILE_TYPE.sound, ext: 'ogg' },
  // Voice messages: Opus in an Ogg container.
  'audio/ogg; codecs=opus': { type: FILE_TYPE.sound, ext: 'ogg' },
  'audio/wav': { type: FILE_TYPE.sound, ext: 'wav' },
  'audio/x-m4a': { type: FILE_TYPE.sound, ext: 'm4a' },
  'application/pdf': { type: FILE_TYPE.document, ext: 'pdf' },
};

const NAME_MAX = 255;
/** The first bytes of a file, enough for file-type to recognise every format it knows. */
const SNIFF_BYTES = 4100;

/** The sender's file name, for display only: no folders, no control characters, bounded. */
function displayName(name: string | undefined, ext: string): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we strip.
  const clean = [...base.replace(/[\u0000-\u001f\u007f]/g, '').trim()].slice(0, NAME_MAX).join('');
  return clean || `file.${ext}`;
}

/** Bytes streamed to storage while the request was read, not yet recorded as a file: a route
 * registers it, and whatever no route registered is removed when the answer is sent
 * (plugins/uploads.ts). Only the upload plugin makes these, so a request body cannot forge one. */
export class ReceivedFile {
  registered = false;
  constructor(
    readonly storageKey: string,
    readonly type: FileType,
    readonly mime: string,
    readonly size: number,
    readonly name: string,
  ) {}
}

/** The first `limit` bytes of a stream (fewer if it ends sooner), and a stream of all of it
 * that counts what went through. */
async function peek(source: Readable, limit: number) {
  const chunks = source[Symbol.asyncIterator]();
  const read: Buffer[] = [];
  let size = 0;
  while (size < limit) {
    const next = await chunks.next();
    if (next.done) break;
    read.push(next.value);
    size += next.value.length;
  }
  const head = Buffer.concat(read);
  const all = Readable.from(
    (async function* () {
      yield head;
      try {
        // Handing on the source's chunks one at a time keeps its backpressure.
        for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
          size += next.value.length;
          yield next.value as Buffer;
        }
      } finally {
        // A store that gave up stops the source too.
        await chunks.return?.();
      }
    })(),
  );
  return { head, all, size: () => size };
}

export function filesService(ctx: AppContext) {
  const files = filesRepository(ctx.db);

  return {
    /** Streams an upload into storage. The type comes from the first bytes alone: a declared
     * content type or a file name are whatever the sender says. `field` names the form field in
     * the 422 answers. Anything refused or cut leaves nothing stored. */
    async receive(source: Readable, name: string | undefined, field = 'file') {
      const { head, all, size } = await peek(source, SNIFF_BYTES);
      const sniffed = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
      const kind = sniffed && ALLOWED[sniffed.mime];
      if (!sniffed || !kind) {
        source.destroy();
        throw fieldError(field, head.length > 0 ? 'upload.typeNotAllowed' : 'upload.fileRequired');
      }
      const now = ctx.clock.now();
      const month = String(now.getUTCMonth() + 1).padStart(2, '0');
      // 256 random bits: the key cannot be guessed, though reading it also takes a signed grant.
      const storageKey = `${now.getUTCFullYear()}/${month}/${randomToken()}.${kind.ext}`;
      await ctx.storage.put(storageKey, all, sniffed.mime);
      const shown = displayName(name, kind.ext);
      return new ReceivedFile(storageKey, kind.type, sniffed.mime, size(), shown);
    },

    /** Records received bytes as a file of the user; if that fails the bytes are removed. */
    async register(userId: number, received: ReceivedFile) {
      received.registered = true;
      try {
        return await files.create({
          userId,
          type: received.type,
          mime: received.mime,
          size: received.size,
          storageKey: received.storageKey,
          originalName: received.name,
        });
      } catch (error) {
        await ctx.storage.remove(received.storageKey);
        throw error;
      }
    },

    findByKey: (storageKey: string) => files.findByKey(storageKey),
  };
}
