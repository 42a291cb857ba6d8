import type { AppContext } from '../../src/context';
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
};

/** An upload of a user, stored as POST /files stores it. */
export function buildFile(
  ctx: AppContext,
  userId: number,
  kind: keyof typeof sampleBytes = 'png',
  name = `sample.${kind}`,
) {
  return filesService(ctx).upload(userId, sampleBytes[kind](), name);
}
