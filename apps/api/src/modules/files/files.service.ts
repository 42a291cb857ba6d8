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

/** The sender's file name, for display only: no folders, no control characters, bounded. */
function displayName(name: string | undefined, ext: string): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we strip.
  const clean = [...base.replace(/[\u0000-\u001f\u007f]/g, '').trim()].slice(0, NAME_MAX).join('');
  return clean || `file.${ext}`;
}

export function filesService(ctx: AppContext) {
  const files = filesRepository(ctx.db);

  return {
    /** Stores an upload of a user. The type comes from the bytes alone: a declared content type or
     * a file name are whatever the sender says. The key is 256 random bits, as it is also the
     * capability that lets anyone holding the URL read the file. */
    async upload(userId: number, bytes: Uint8Array, name: string | undefined) {
      const sniffed = await fileTypeFromBuffer(bytes);
      const kind = sniffed && ALLOWED[sniffed.mime];
      if (!sniffed || !kind) throw fieldError('file', 'upload.typeNotAllowed');
      const now = ctx.clock.now();
      const month = String(now.getUTCMonth() + 1).padStart(2, '0');
      const storageKey = `${now.getUTCFullYear()}/${month}/${randomToken()}.${kind.ext}`;
      await ctx.storage.put(storageKey, bytes);
      try {
        return await files.create({
          userId,
          type: kind.type,
          mime: sniffed.mime,
          size: bytes.length,
          storageKey,
          originalName: displayName(name, kind.ext),
        });
      } catch (error) {
        await ctx.storage.remove(storageKey);
        throw error;
      }
    },

    findByKey: (storageKey: string) => files.findByKey(storageKey),
  };
}
