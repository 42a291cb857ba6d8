import type { ExternalAuthSource } from '@platform/domain/constants/external-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUrl } from '../../../shared/api/http-client';
import { tokenStorage } from '../../../shared/api/token-storage';
import { currentUserQuery } from '../../../shared/session/current-user';
import { signIn } from '../../../shared/session/session';

/**
 * Where the browser goes to sign in with a provider: GET /auth/social/{provider} (see
 * @platform/contracts/external-auth; its helpers are not imported because the module builds
 * zod schemas, which the sign-in route must not download). The API sends the browser back to
 * successUrl or cancelUrl with action=login&status=… in the query.
 */
export function socialSignInUrl(provider: ExternalAuthSource, returnTo: string): string {
  return apiUrl(`/auth/social/${provider}`, 'v1', { successUrl: returnTo, cancelUrl: returnTo });
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
