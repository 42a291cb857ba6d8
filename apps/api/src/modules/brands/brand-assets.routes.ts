import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/** Where the domain configurations' logos and favicons point (`favicon`,
 * `frontendSettings.spa_header_logo`). */
export const BRAND_ASSETS_PREFIX = '/spa/brand-assets/';

const BRAND_ASSETS_DIR = fileURLToPath(new URL('../../../content/media/brands', import.meta.url));

/** A day: a brand that changes its logo is seen by everyone the next day, without a release. */
const CACHE = 'public, max-age=86400';

/**
 * GET /spa/brand-assets/<appId>/<file>: the brands' logos and favicons, public because the
 * sign-in page shows them before anyone signs in. Only files (no listing, no index).
 */
export const brandAssetsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, {
    root: BRAND_ASSETS_DIR,
    prefix: BRAND_ASSETS_PREFIX,
    index: false,
    list: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', CACHE),
  });
};
