import type { RuntimeCaching } from 'workbox-build';
// Relative, not '@platform/domain/constants/session': vite.config.ts imports this file, and Vite
// loads its config with Node, which cannot import the workspace packages' TypeScript sources.
import { CACHE_EXPIRY_S } from '../../../../../packages/domain/src/constants/session';
import { API_CACHE_NAME } from './offline-cache';

/**
 * The service worker's rule for the API's answers (spec: cache expiry 86400 s): the same-origin
 * GETs under /spa/ are answered from the network first and kept for the offline screens; files,
 * media and other sites are not. Only for the worker's build configuration (vite.config.ts) and
 * its test.
 */
export const apiRuntimeCaching = {
  // Serialized into the worker: it must not refer to anything outside its body.
  urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/spa/'),
  method: 'GET',
  handler: 'NetworkFirst',
  options: {
    cacheName: API_CACHE_NAME,
    networkTimeoutSeconds: 10,
    expiration: { maxAgeSeconds: CACHE_EXPIRY_S, maxEntries: 300 },
    cacheableResponse: { statuses: [200] },
  },
} satisfies RuntimeCaching;
