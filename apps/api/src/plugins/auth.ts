import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/errors';
import { sha256 } from '../lib/secrets';
import { sessionsRepository, type UserRow } from '../modules/auth/sessions.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set on every route of an authenticated subtree. */
    user: UserRow;
    sessionId: number;
  }
  interface FastifyInstance {
    /** onRequest hook for a whole authenticated subtree: 401 without a live session. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

/** The bearer token from the Authorization header, or the `token` query parameter. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || undefined;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' && query.token ? query.token : undefined;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null as unknown as UserRow);
  app.decorateRequest('sessionId', 0);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = tokenOf(request);
    if (!token) throw unauthorized();
    const live = await sessionsRepository(app.ctx.db).findLive(sha256(token), app.ctx.clock.now());
    if (!live) throw unauthorized();
    request.user = live.user;
    request.sessionId = live.sessionId;
  });
});
