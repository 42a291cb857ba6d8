import { CookiePolicy, CookieSettings, UpdateCookiePolicyBody } from '@platform/contracts/cookies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth';
import { presentCookieSettings } from './cookies.presenter';
import { cookiesService } from './cookies.service';

/** Cookie consent. Open to everyone; on the policy calls a token, when sent, ties the policy
 * to its user. */
export const cookiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookies = cookiesService(app.ctx);
  const onRequest = app.optionalAuthenticate;

  app.get('/cookie', { schema: { response: { 200: CookieSettings } } }, async (request) =>
    presentCookieSettings(await cookies.consentEnabled(request), request.t),
  );

  app.get(
    '/cookie/get-policy',
    { onRequest, schema: { response: { 200: CookiePolicy } } },
    (request) => cookies.policyOf(request, signedInUser(request)),
  );

  app.post(
    '/cookie/update-policy',
    { onRequest, schema: { body: UpdateCookiePolicyBody, response: { 200: CookiePolicy } } },
    (request) => cookies.update(request, signedInUser(request), request.body.policy),
  );
};
