import { fileEndpoints } from '@platform/contracts/endpoints/files';
import { UploadAnswer, UploadBody, UploadedFile } from '@platform/contracts/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import type { ByteRange } from '../../lib/storage';
import { route } from '../../plugins/contract-routes';
import { v1Success } from '../../plugins/envelopes';
import { FILE_GRANT_MIN_SECONDS, fileGrantScope, fileUrls } from './file-links';
import { presentFile } from './files.presenter';
import type { FileRow } from './files.repository';
import { filesService, ReceivedFile } from './files.service';

/** The `file` part as the route sees it: the wire's part already streamed to storage by the
 * upload plugin, which leaves its ReceivedFile record in the body. A JSON body cannot forge one,
 * as only the plugin makes ReceivedFile instances. */
const receivedFile = UploadedFile.transform((value, context) => {
  if (value instanceof ReceivedFile) return value;
  context.addIssue({ code: 'custom', message: 'upload.fileRequired' });
  return z.NEVER;
});

/** POST /files of the signed-in v1 subtree: one file part named `file`. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = filesService(app.ctx);
  const fileUrl = fileUrls(app.ctx);

  route(
    app,
    fileEndpoints.upload,
    { body: UploadBody.extend({ file: receivedFile }), answer: UploadAnswer },
    async (request) =>
      v1Success(presentFile(await files.register(request.user.id, request.body.file), fileUrl)),
    { upload: 'file' },
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

/** Photos, videos and sounds show in the browser; anything else (PDF above all, which may carry
 * scripts) is only ever downloaded, never rendered as a page of the app's origin. */
const PASSIVE = /^(image\/(?!svg)|video\/|audio\/)/;

function contentDisposition(row: FileRow): string {
  // RFC 8187 value: percent-encoded UTF-8, including the characters encodeURIComponent keeps.
  const name = encodeURIComponent(row.originalName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${PASSIVE.test(row.mime) ? 'inline' : 'attachment'}; filename*=UTF-8''${name}`;
}

/**
 * GET /files/<grant>/<key>, outside /spa and without a bearer header, so that <img>, <video> and
 * native players load it: the grant in the path (handed out only in answers to the file's owner
 * and to the staff who review what it is attached to) is what reading takes. A missing, forged
 * or expired grant, or a file no longer stored, answers 404. With an object store the answer
 * redirects to a presigned URL of the store, which serves the bytes from its own origin.
 */
export const fileServingRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = filesService(app.ctx);
  const { signer, storage } = app.ctx;

  app.route({
    // HEAD is its own: Fastify's implied HEAD route would read the whole file to discard it.
    method: ['GET', 'HEAD'],
    url: '/files/:grant/*',
    // Photos and videos are compressed already, and byte ranges must address the file itself.
    compress: false,
    schema: { params: z.object({ grant: z.string().max(80), '*': z.string().max(200) }) },
    handler: async (request, reply) => {
      const { grant, '*': key } = request.params;
      // Checked before any query: a URL that was never handed out costs no database work.
      if (!signer.verify(grant, fileGrantScope(key))) throw notFound();
      const row = await files.findByKey(key);
      if (!row) throw notFound();
      const disposition = contentDisposition(row);

      if (storage.directUrl) {
        const url = await storage.directUrl(row.storageKey, {
          ttlSeconds: FILE_GRANT_MIN_SECONDS,
          contentType: row.mime,
          contentDisposition: disposition,
        });
        return reply.header('cache-control', 'private, no-store').redirect(url, 302);
      }

      const range = rangeOf(request.headers.range, row.size);
      // A HEAD answers the headers without touching the bytes.
      const body = request.method === 'HEAD' ? null : await storage.read(row.storageKey, range);
      if (body === undefined) throw notFound();
      reply.headers({
        'content-type': row.mime,
        'content-disposition': disposition,
        'x-content-type-options': 'nosniff',
        // Opened on its own, the file is a sandboxed document that may load and run nothing.
        'content-security-policy': "default-src 'none'; sandbox",
        // The bytes under a key never change; personal files stay out of shared caches.
        'cache-control': `private, max-age=${FILE_GRANT_MIN_SECONDS}, immutable`,
        'accept-ranges': 'bytes',
      });
      if (range) {
        reply.code(206).headers({
          'content-range': `bytes ${range.start}-${range.end}/${row.size}`,
          'content-length': range.end - range.start + 1,
        });
      } else {
        reply.header('content-length', row.size);
      }
      return reply.send(body);
    },
  });
};
