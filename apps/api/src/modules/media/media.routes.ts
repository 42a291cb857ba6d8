import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { grantScopesOf, MEDIA_PREFIX, mediaPathSegments } from './media-links';

/** The courses' videos, posters, subtitles and documents (scripts/generate-demo-videos.sh). */
export const MEDIA_DIR = fileURLToPath(new URL('../../../content/media', import.meta.url));

/** `<expires>.<signature>`: the expiry is the grant's own first part (lib/url-signer.ts). */
const expiresOf = (grant: string) => Number(grant.slice(0, grant.indexOf('.')));

/**
 * GET /media/<grant>/<path>: course media only through a grant that the course answers sign for
 * a learner with access (media-links.ts). The grant is a path segment, so a native HLS player
 * resolves the playlist's relative segment URLs under it. A missing, expired or forged grant, or
 * one for another folder, is 404, like a file that does not exist: nothing tells which paid
 * files are there. Types come from the extension (.m3u8 application/vnd.apple.mpegurl, .ts
 * video/mp2t, .vtt text/vtt); byte ranges are served for seeking.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // reply.sendFile of this plugin only (registered inside it, it stays encapsulated here).
  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    serve: false,
    index: false,
    list: false,
    cacheControl: false,
  });

  app.get(
    `${MEDIA_PREFIX}:grant/*`,
    {
      // Videos are compressed already, and byte ranges must address the file itself.
      compress: false,
      schema: { params: z.object({ grant: z.string().max(80), '*': z.string().max(300) }) },
    },
    async (request, reply) => {
      const { grant, '*': path } = request.params;
      const segments = mediaPathSegments(path);
      if (
        !segments ||
        !grantScopesOf(segments).some((scope) => app.ctx.signer.verify(grant, scope))
      ) {
        throw notFound();
      }
      const secondsLeft = expiresOf(grant) - Math.floor(app.ctx.clock.now().getTime() / 1000);
      // Kept by the browser only while the grant lasts; the link is the capability, so it is
      // never shared under another user's name.
      reply.header('cache-control', `private, max-age=${Math.max(0, secondsLeft)}`);
      return reply.sendFile(segments.join('/'));
    },
  );

  // Anything else below /media/ (an unsigned path among them) is not found.
  app.get(`${MEDIA_PREFIX}*`, async () => {
    throw notFound();
  });
};
