import type { ExternalAuthSource } from '@platform/domain/constants';
import { apiUrl } from '../../../shared/api/http-client';
import { tokenStorage } from '../../../shared/api/token-storage';

/**
 * Linking leaves the app (spec section 7): the browser goes to GET /auth/social/{provider}
 * (socialAuthPath of @platform/contracts/external-auth, whose zod schemas this chunk does not
 * need) with the session token, which makes it a link rather than a sign-in. The API comes back
 * to `returnTo` with action=link&status=…. The URL is built at the moment of leaving, so the
 * token is current and never sits in the page.
 */
export function linkSocialAccount(provider: ExternalAuthSource, returnTo: string): void {
  const url = apiUrl(`/auth/social/${provider}`, 'v1', {
    token: tokenStorage.read(),
    successUrl: returnTo,
    cancelUrl: returnTo,
  });
  window.location.assign(url);
}
