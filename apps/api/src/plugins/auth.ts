import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/errors';
import type { SignedInUser } from '../modules/auth/sessions.repository';
import { liveSession } from '../modules/auth/sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set on every route of an authenticated subtree. */
    user: SignedInUser;
    sessionId: number;
  }
  interface FastifyInstance {
    /** onRequest hook for a whole authenticated subtree: 401 without a live session. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** onRequest hook for calls open to all that also serve a signed-in caller: without a token
     * the request goes on anonymously; a token that is sent must be live (401 otherwise). */
    optionalAuthenticate(request: FastifyRequest): Promise<void>;
  }
}

/** The bearer token from the Authorization header, or the `token` query parameter. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || undefined;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' && query.token ? query.token : undefined;
}

/** The signed-in user of a call behind optionalAuthenticate, if any. */
export function signedInUser(request: FastifyRequest): SignedInUser | undefined {
  return request.sessionId ? request.user : undefined;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null as unknown as SignedInUser);
  app.decorateRequest('sessionId', 0);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = tokenOf(request);
    if (!token) throw unauthorized();
    const live = await liveSession(app.ctx.db, app.ctx.clock, token);
    if (!live) throw unauthorized();
    request.user = live.user;
    request.sessionId = live.sessionId;
  });
  app.decorate('optionalAuthenticate', async (request: FastifyRequest) => {
    if (tokenOf(request)) await app.authenticate(request);
  });
});
