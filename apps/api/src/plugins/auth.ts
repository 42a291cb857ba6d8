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
    /** onRequest hook for a whole authenticated subtree: 401 without a live session in the
     * Authorization header. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** authenticate for the calls the spec also sends with the token in the query (the order
     * call on the return from the payment page). */
    authenticateWithQueryToken(request: FastifyRequest): Promise<void>;
    /** onRequest hook for calls open to all that also serve a signed-in caller: without a token
     * the request goes on anonymously; a token that is sent must be live (401 otherwise). */
    optionalAuthenticate(request: FastifyRequest): Promise<void>;
  }
}

/** The bearer token of the Authorization header. */
function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || undefined;
  return undefined;
}

/** The bearer token, else the `token` query parameter: only for the calls the spec sends the
 * token with in the query (the order call, social linking). Anywhere else a token in a URL
 * would be accepted from links, bookmarks and logs, so other calls ignore it. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const bearer = bearerTokenOf(request);
  if (bearer) return bearer;
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
  async function signIn(request: FastifyRequest, token: string | undefined) {
    if (!token) throw unauthorized();
    const live = await liveSession(app.ctx, token);
    if (!live) throw unauthorized();
    request.user = live.user;
    request.sessionId = live.sessionId;
  }
  app.decorate('authenticate', (request: FastifyRequest) =>
    signIn(request, bearerTokenOf(request)),
  );
  app.decorate('authenticateWithQueryToken', (request: FastifyRequest) =>
    signIn(request, tokenOf(request)),
  );
  app.decorate('optionalAuthenticate', async (request: FastifyRequest) => {
    if (bearerTokenOf(request)) await app.authenticate(request);
  });
});
