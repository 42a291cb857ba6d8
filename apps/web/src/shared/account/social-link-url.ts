import { externalAuthEndpoints } from '@platform/contracts/endpoints/external-auth';
import type { ExternalAuthSource } from '@platform/domain/constants/external-auth';
import { navigationUrl } from '../api/http-client';
import { tokenStorage } from '../api/token-storage';

/**
 * Where the browser goes to link a social account to the signed-in user (spec section 7): GET
 * /auth/social/{provider} with the session's token, which makes it a link rather than a
 * sign-in. The API comes back to `returnTo` with action=link&status=… in the
 * query. Build it when it is used, so the token is the current one.
 */
export function socialLinkUrl(provider: ExternalAuthSource, returnTo: string): string {
  return navigationUrl(externalAuthEndpoints.start, {
    params: { provider },
    query: { token: tokenStorage.read() ?? undefined, successUrl: returnTo, cancelUrl: returnTo },
  });
}
