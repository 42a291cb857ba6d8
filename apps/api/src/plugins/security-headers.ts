import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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

/** The headers helmet sets with these options, read once from a response nobody sends. */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, () => {});
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/** For the router's refusals and Node's client errors, written before any hook could add them. */
export const SECURITY_HEADERS = securityHeaders(HELMET_OPTIONS);

/**
 * The security headers of every answer, computed once: helmet builds its middleware and parses
 * the policy on each request it handles, which cost several per cent of a small call. Routes
 * that configure helmet themselves (the app page's CSP nonces) are left to @fastify/helmet,
 * registered for those routes only.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: typeof HELMET_OPTIONS) => {
    const headers = Object.entries(securityHeaders(options));
    app.addHook('onRequest', (request, reply, done) => {
      if (!('helmet' in request.routeOptions.config)) {
        for (const [name, value] of headers) reply.raw.setHeader(name, value);
      }
      done();
    });
    await app.register(fastifyHelmet, { ...options, global: false });
  },
);
