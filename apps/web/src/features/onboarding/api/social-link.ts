import type { ExternalAuthSource } from '@platform/domain/constants';
import { apiUrl } from '../../../shared/api/http-client';
import { tokenStorage } from '../../../shared/api/token-storage';

/**
 * Where the browser goes to link a social account to the signed-in user: GET
 * /auth/social/{provider} with the session's token (spec section 7). The API comes back to
 * `returnTo` with action=link&status=… in the query.
 */
export function socialLinkUrl(provider: ExternalAuthSource, returnTo: string): string {
  return apiUrl(`/auth/social/${provider}`, 'v1', {
    token: tokenStorage.read(),
    successUrl: returnTo,
    cancelUrl: returnTo,
  });
}
