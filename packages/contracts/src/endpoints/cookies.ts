import type { CookiePolicy, CookieSettings, UpdateCookiePolicyBody } from '../cookies';
import { endpoint } from '../endpoint';

/** Cookie consent: open to everyone; a token, when sent, ties the policy to its user. */
export const cookieEndpoints = {
  settings: endpoint<{ answer: typeof CookieSettings }>()({ method: 'GET', path: '/cookie' }),
  policy: endpoint<{ answer: typeof CookiePolicy }>()({
    method: 'GET',
    path: '/cookie/get-policy',
  }),
  updatePolicy: endpoint<{ body: typeof UpdateCookiePolicyBody; answer: typeof CookiePolicy }>()({
    method: 'POST',
    path: '/cookie/update-policy',
  }),
};
