import { externalAuthEndpoints } from '@platform/contracts/endpoints/external-auth';
import { Redirect } from '@platform/contracts/envelope';
import {
  SocialCallbackParams,
  SocialProviderParams,
  SocialStartQuery,
} from '@platform/contracts/external-auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tokenOf } from '../../plugins/auth';
import { route } from '../../plugins/contract-routes';
import { presentOutcome } from './external-auth.presenter';
import {
  externalAuthService,
  type Outcome,
  SOCIAL_BASE_PATH,
  STATE_TTL_S,
} from './external-auth.service';

/** Binds a pending state to the browser that started it, so that a callback URL someone else
 * obtained cannot sign this browser into their account (login CSRF). SameSite=None (https only)
 * lets the cookie ride along with Apple's cross-site form_post callback. */
const STATE_COOKIE = 'social_state';

function stateCookie(value: string, maxAgeSeconds: number, origin: string): string {
  const sameSite = origin.startsWith('https:') ? 'SameSite=None; Secure' : 'SameSite=Lax';
  return `${STATE_COOKIE}=${value}; Path=${SOCIAL_BASE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; ${sameSite}`;
}

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

const siteOf = (request: FastifyRequest) => ({
  protocol: request.protocol,
  host: request.host,
  hostname: request.hostname.toLowerCase(),
});

/** Every answer of these calls is a redirect of the browser, never to be cached. */
function redirect(reply: FastifyReply, location: string) {
  return reply.header('cache-control', 'no-store').redirect(location, 302);
}

/** Social sign-in and linking: the browser leaves for the provider and comes back here. */
export const externalAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const social = externalAuthService(app.ctx);
  const back = (request: FastifyRequest, reply: FastifyReply, outcome: Outcome) =>
    redirect(reply, presentOutcome(outcome, request.t));

  route(
    app,
    externalAuthEndpoints.start,
    { params: SocialProviderParams, query: SocialStartQuery, answer: Redirect },
    async (request, reply) => {
      const source = social.provider(request.params.provider);
      const origin = await social.originOf(siteOf(request));
      const started = await social.start({
        source,
        origin,
        token: tokenOf(request),
        successUrl: request.query.successUrl,
        cancelUrl: request.query.cancelUrl,
        log: request.log,
      });
      if ('outcome' in started) return back(request, reply, started.outcome);
      reply.header('set-cookie', stateCookie(started.state, STATE_TTL_S, origin));
      return redirect(reply, started.provider.href);
    },
  );

  async function callback(
    request: FastifyRequest,
    reply: FastifyReply,
    provider: string,
    params: Record<string, unknown>,
  ) {
    const source = social.provider(provider);
    const origin = await social.originOf(siteOf(request));
    const outcome = await social.finish({
      source,
      origin,
      params,
      boundState: cookieOf(request, STATE_COOKIE),
      log: request.log,
    });
    reply.header('set-cookie', stateCookie('', 0, origin));
    return back(request, reply, outcome);
  }

  route(
    app,
    externalAuthEndpoints.callback,
    { params: SocialProviderParams, query: SocialCallbackParams, answer: Redirect },
    (request, reply) => callback(request, reply, request.params.provider, request.query),
  );
  route(
    app,
    externalAuthEndpoints.formCallback,
    { params: SocialProviderParams, body: SocialCallbackParams, answer: Redirect },
    (request, reply) => callback(request, reply, request.params.provider, request.body),
  );
};
