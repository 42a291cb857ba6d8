import { CookiePolicy, CookieSettings, UpdateCookiePolicyBody } from '@platform/contracts/cookies';
import { cookieEndpoints } from '@platform/contracts/endpoints/cookies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth';
import { route } from '../../plugins/contract-routes';
import { presentCookieSettings } from './cookies.presenter';
import { cookiesService } from './cookies.service';

/** Cookie consent. Open to everyone; on the policy calls a token, when sent, ties the policy
 * to its user. */
export const cookiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookies = cookiesService(app.ctx);
  const onRequest = app.optionalAuthenticate;

  route(app, cookieEndpoints.settings, { answer: CookieSettings }, async (request) =>
    presentCookieSettings(await cookies.consentEnabled(request.hostname), request.t),
  );

  route(
    app,
    cookieEndpoints.policy,
    { answer: CookiePolicy },
    (request) => cookies.policyOf(request.hostname, signedInUser(request)),
    { onRequest },
  );

  route(
    app,
    cookieEndpoints.updatePolicy,
    { body: UpdateCookiePolicyBody, answer: CookiePolicy },
    (request) => cookies.update(request.hostname, signedInUser(request), request.body.policy),
    { onRequest },
  );
};
