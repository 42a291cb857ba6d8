import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/** The demo courses' videos, previews and subtitles (scripts/generate-demo-videos.sh). */
export const MEDIA_DIR = fileURLToPath(new URL('../../../content/media', import.meta.url));

/** Generated once and committed: a year, as a CDN would keep them. */
const CACHE = 'public, max-age=31536000';

/**
 * GET /media/<file>, read-only and without sign-in, like a CDN in front of object storage.
 * Types come from the extension (.m3u8 application/vnd.apple.mpegurl, .ts video/mp2t, .vtt
 * text/vtt); byte ranges are served for seeking; paths outside the folder are refused.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: '/media/',
    // The web app's registration owns reply.sendFile.
    decorateReply: false,
    index: false,
    list: false,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', CACHE);
    },
  });
};
