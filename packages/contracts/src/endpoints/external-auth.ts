import { endpoint } from '../endpoint';
import type { Redirect } from '../envelope';
import type {
  SocialCallbackParams,
  SocialProviderParams,
  SocialStartQuery,
} from '../external-auth';

/** Social sign-in and linking: every answer sends the browser on (to the provider, or back to
 * the app with the outcome in the query). */
export const externalAuthEndpoints = {
  start: endpoint<{
    params: typeof SocialProviderParams;
    query: typeof SocialStartQuery;
    answer: typeof Redirect;
  }>()({ method: 'GET', path: '/auth/social/:provider', status: 302 }),
  callback: endpoint<{
    params: typeof SocialProviderParams;
    query: typeof SocialCallbackParams;
    answer: typeof Redirect;
  }>()({ method: 'GET', path: '/auth/social/:provider/callback', status: 302 }),
  /** Providers asked for response_mode=form_post (Apple) POST the same parameters as a form. */
  formCallback: endpoint<{
    params: typeof SocialProviderParams;
    body: typeof SocialCallbackParams;
    answer: typeof Redirect;
  }>()({ method: 'POST', path: '/auth/social/:provider/callback', status: 302, encoding: 'form' }),
};
