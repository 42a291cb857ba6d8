import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FirstScreen } from '@platform/contracts/first-screens';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { servedDomain } from '../brands/brands.service';
import { domainManifest, type WebManifest } from './domain-manifest';
import { firstScreenFiles, preloadLinks, readFirstScreens, visitOf } from './first-screen-hints';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** One of the web app's pages: public, answering index.html (the authorization matrix
     * leaves them to this module's tests). */
    appPage?: boolean;
  }
}

/** Vite puts content-hashed files here: a new build gives them new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the service worker, the manifest) must be revalidated so that a
 * release reaches users on their next visit. */
const REVALIDATE = 'no-cache';
/** The static asset base of spec 000 section 2. */
const ASSETS_PREFIX = '/v/';
/** Paths of the API itself: an unknown one is the API's JSON 404, never the app. */
const API_PATHS = ['/spa/', '/files/', '/dev/'];
const MANIFEST = 'manifest.webmanifest';

/** The first screen's preload hints, and the style nonce in a meta tag the app reads at
 * start-up (get-nonce's setNonce). */
function withHead(html: string, { hints, nonce }: { hints: string; nonce: string }): string {
  return html.replace('</head>', `${hints}<meta name="csp-nonce" content="${nonce}"></head>`);
}

function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (API_PATHS.some((prefix) => path.startsWith(prefix)) || path.startsWith(ASSETS_PREFIX)) {
    return false;
  }
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built web app: its files under /v/, and index.html for any other page the browser
 * asks for (the app's router takes it from there). Registered after every API route.
 */
export const webRoutes: FastifyPluginAsync = async (app) => {
  const root = app.ctx.config.WEB_DIST_DIR;
  if (!existsSync(join(root, 'index.html'))) {
    app.log.info({ root }, 'web app not built (npm run build): serving the API only');
    return;
  }

  await app.register(fastifyStatic, {
    root,
    prefix: ASSETS_PREFIX,
    index: false,
    cacheControl: false,
    // The build writes a Brotli copy of each script and style sheet (apps/web/vite.config.ts).
    preCompressed: true,
    setHeaders(res, path) {
      const relative = path.slice(root.length).replaceAll('\\', '/');
      res.setHeader('cache-control', relative.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
      res.setHeader('vary', 'accept-encoding');
      // The worker file lives under /v/ but controls the whole site (its scope is /).
      if (relative === '/sw.js') res.setHeader('service-worker-allowed', '/');
    },
  });

  // Each brand installs under its own title, colours and icon.
  const manifest: WebManifest = JSON.parse(await readFile(join(root, MANIFEST), 'utf8'));
  app.get(`${ASSETS_PREFIX}${MANIFEST}`, { schema: { hide: true } }, async (request, reply) => {
    const served = await servedDomain(app.ctx.db, request.hostname);
    return reply
      .type('application/manifest+json')
      .header('cache-control', REVALIDATE)
      .send(served ? domainManifest(manifest, served.domain) : manifest);
  });

  // Read once: a new build means a new release, and a release restarts the server.
  const index = await readFile(join(root, 'index.html'), 'utf8');
  const firstScreens = await readFirstScreens(root);
  /** index.html with the preload hints of the screen the page starts on; a path no route of
   * the app matches (its not-found page) gets the texts' alone. */
  const page = (screen?: FirstScreen) => (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsPage(request)) return reply.callNotFound();
    const files = firstScreens
      ? firstScreenFiles(firstScreens, screen, visitOf(request.query, request.headers.cookie))
      : [];
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .header('vary', 'cookie')
      .send(
        withHead(index, {
          hints: preloadLinks(files, ASSETS_PREFIX),
          nonce: reply.cspNonce.style,
        }),
      );
  };
  // The page's CSP allows styles only from /v/ and with this response's nonce: dialogs' scroll
  // lock injects a <style> element, which the app tags with the nonce it reads from the page.
  const options = {
    schema: { hide: true },
    helmet: { enableCSPNonces: true },
    config: { appPage: true },
  };
  // The app's routes by their patterns (Fastify's router matches them as React Router would).
  const screens = (firstScreens?.screens ?? []).filter(({ pattern }) => pattern.startsWith('/'));
  for (const screen of screens) app.get(screen.pattern, options, page(screen));
  if (!screens.some(({ pattern }) => pattern === '/')) app.get('/', options, page());
  app.get('/*', options, page());
};
