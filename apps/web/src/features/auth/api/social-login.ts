import { externalAuthEndpoints } from '@platform/contracts/endpoints/external-auth';
import type { ExternalAuthSource } from '@platform/domain/constants/external-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { navigationUrl } from '../../../shared/api/http-client';
import { tokenStorage } from '../../../shared/api/token-storage';
import { currentUserQuery } from '../../../shared/session/current-user';
import { signIn } from '../../../shared/session/session';

/**
 * Where the browser goes to sign in with a provider: GET /auth/social/{provider}. The API sends
 * the browser back to successUrl or cancelUrl with action=login&status=… in the query.
 */
export function socialSignInUrl(provider: ExternalAuthSource, returnTo: string): string {
  return navigationUrl(externalAuthEndpoints.start, {
    params: { provider },
    query: { successUrl: returnTo, cancelUrl: returnTo },
  });
}

/** The provider's return with status=success: keep the new token and sign its user in. */
export function useSocialLoginCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      tokenStorage.write(token);
      const user = await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
      if (!user) throw new Error('The new session has no user');
      return { token, user };
    },
    onSuccess: (session) => signIn(queryClient, session),
  });
}
