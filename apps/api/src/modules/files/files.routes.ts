import { UploadAnswer, UploadBody } from '@platform/contracts/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import type { ByteRange } from '../../lib/storage';
import { uploadName } from '../../plugins/uploads';
import { presentFile } from './files.presenter';
import { filesService } from './files.service';

/** POST /files of the signed-in v1 subtree: one file part named `file`. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = filesService(app.ctx);

  app.post(
    '/files',
    { schema: { body: UploadBody, response: { 200: UploadAnswer } } },
    async (request) => {
      const row = await files.upload(
        request.user.id,
        request.body.file,
        uploadName(request, 'file'),
      );
      return { success: true as const, data: presentFile(row), errors: {} };
    },
  );
};

/** A single `bytes=a-b`, `bytes=a-` or `bytes=-n` range within the file; anything else (several
 * ranges, nonsense, out of bounds) is ignored and the whole file is sent, as HTTP allows. */
function rangeOf(header: string | undefined, size: number): ByteRange | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || size === 0) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  const range =
    from === ''
      ? { start: Math.max(0, size - Number(to)), end: size - 1 }
      : { start: Number(from), end: Math.min(size - 1, to === '' ? size - 1 : Number(to)) };
  return range.start <= range.end && range.start < size ? range : undefined;
}

/** GET /files/<key>, outside /spa and without sign-in: the key holds 256 random bits, so the URL
 * itself is the capability to read the file (like a signed URL of an object store), which lets
 * <img>, <video> and native players load it without a bearer header. */
export const fileServingRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = filesService(app.ctx);

  app.get(
    '/files/*',
    {
      // Photos and videos are compressed already, and byte ranges must address the file itself.
      compress: false,
      schema: { params: z.object({ '*': z.string().max(200) }) },
    },
    async (request, reply) => {
      const row = await files.findByKey(request.params['*']);
      if (!row) throw notFound();
      const range = rangeOf(request.headers.range, row.size);
      reply.headers({
        'content-type': row.mime,
        'x-content-type-options': 'nosniff',
        // The bytes under a key never change; personal files stay out of shared caches.
        'cache-control': 'private, max-age=31536000, immutable',
        'accept-ranges': 'bytes',
        'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(row.originalName)}`,
      });
      if (!range) {
        reply.header('content-length', row.size);
        return reply.send(app.ctx.storage.read(row.storageKey));
      }
      return reply
        .code(206)
        .headers({
          'content-range': `bytes ${range.start}-${range.end}/${row.size}`,
          'content-length': range.end - range.start + 1,
        })
        .send(app.ctx.storage.read(row.storageKey, range));
    },
  );
};
