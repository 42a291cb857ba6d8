import { Readable } from 'node:stream';
import { expect } from 'vitest';
import type { AppContext } from '../../src/context';
import { FILE_GRANT_WINDOW_SECONDS } from '../../src/modules/files/file-links';
import { filesService } from '../../src/modules/files/files.service';

/** The smallest real files of each kind the tests need, so sniffing sees true signatures. */
export const sampleBytes = {
  /** A 1×1 transparent PNG. */
  png: () =>
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  /** A 1×1 greyscale baseline JPEG. */
  jpeg: () =>
    Buffer.from(
      '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
      'base64',
    ),
  /** A one-page-less but well-formed PDF header and trailer. */
  pdf: () =>
    Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    ),
  text: () => Buffer.from('Just some plain text, not an image at all.\n'),
  /** The `ftyp` box that starts an MP4 video; the bytes after it may be anything. */
  mp4Start: () =>
    Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypisom\0\0\x02\0isomiso2mp41')]),
};

/** A signed URL of a stored file, as answers hand them out: /files/<grant>/<key>. */
export const signedFileUrl = (storageKey: string) =>
  expect.stringMatching(
    new RegExp(`^/files/\\d+\\.[\\w-]{43}/${storageKey.replace(/\./g, '\\.')}$`),
  );

/** Moves a test clock to the first second of a file URL window, so that answers given within
 * the next quarter of an hour hand out the same URLs (file-links.ts). */
export function atFileUrlWindowStart(clock: { now(): Date; advance(seconds: number): void }) {
  const now = Math.floor(clock.now().getTime() / 1000);
  clock.advance(FILE_GRANT_WINDOW_SECONDS - ((now - 1) % FILE_GRANT_WINDOW_SECONDS));
}

/** An upload of a user, streamed to storage and registered as POST /files does. */
export async function buildFile(
  ctx: AppContext,
  userId: number,
  kind: keyof typeof sampleBytes = 'png',
  name = `sample.${kind}`,
) {
  const files = filesService(ctx);
  return files.register(userId, await files.receive(Readable.from([sampleBytes[kind]()]), name));
}
