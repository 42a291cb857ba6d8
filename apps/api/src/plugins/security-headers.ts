import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
// The library under @fastify/helmet: the same headers for answers that no request hook sees.
import helmet, { type HelmetOptions } from 'helmet';

/** The security headers of every answer (@fastify/helmet in app.ts). */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'default-src': ["'self'"],
      // Spelled out: the app page adds a nonce to these, which would otherwise replace 'self'.
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'", 'blob:'],
      // Brands embed their instruction pages and documents from their own https sites.
      'frame-src': ["'self'", 'https:'],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'self'"],
      // Served over plain http on localhost in development, where upgrading would break it.
      'upgrade-insecure-requests': null,
    },
  },
  hsts: { maxAge: 31536000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
} satisfies HelmetOptions;

/** The headers helmet sets with HELMET_OPTIONS, read once from a response nobody sends: the
 * router's refusals and Node's client errors are written before any hook could add them. */
function securityHeaders(): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(HELMET_OPTIONS)(response.req, response, () => {});
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

export const SECURITY_HEADERS = securityHeaders();
