import { authEndpoints } from '@platform/contracts/endpoints/auth';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, fieldErrorText } from '../../../shared/api/api-error';
import { call } from '../../../shared/api/http-client';

/** The field under which validate-signup-form reports the e-mail (spec section 5). */
const EMAIL_FIELD = 'signupform-email';

/**
 * POST /auth/validate-signup-form {email}: answers the server's objection to the address (taken,
 * or its e-mail rule) as text, null when it has none. Anything else (offline, rate limit) is no
 * verdict on the address: the sign-up itself checks again, so the form is not blocked.
 */
export async function validateSignupEmail(email: string): Promise<string | null> {
  try {
    await call(authEndpoints.validateSignupForm, { body: { email } });
    return null;
  } catch (error) {
    if (error instanceof ApiError) return fieldErrorText(error.fieldErrors, EMAIL_FIELD) ?? null;
    return null;
  }
}

/** One check per address: leaving the field again with the same address asks nobody. */
export const signupEmailCheckQuery = (email: string) =>
  queryOptions({
    queryKey: ['signup', 'email-check', email],
    queryFn: () => validateSignupEmail(email),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The check as a function for a form's blur handler. */
export function useSignupEmailCheck(): (email: string) => Promise<string | null> {
  const queryClient = useQueryClient();
  return useCallback(
    (email) => queryClient.fetchQuery(signupEmailCheckQuery(email)),
    [queryClient],
  );
}
