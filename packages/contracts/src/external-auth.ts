import { toExternalAuthErrorCode } from '@platform/domain/constants/external-auth';
import { z } from 'zod';
import { ExternalAuthSource } from './user';

/**
 * Social sign-in and linking (spec 000 section 7; endpoints/external-auth): the browser
 * navigates to `/spa/api/v1/auth/social/{provider}` with `token` (link; absent: sign-in),
 * `successUrl` and `cancelUrl`; the provider returns to `/auth/social/{provider}/callback`, and
 * the browser lands on successUrl or cancelUrl with the {@link SocialReturnQuery} parameters.
 */

const returnUrl = z.string().trim().min(1).max(2048);

/** The provider is any string here: an unknown or switched-off one answers 404, not 422. */
export const SocialProviderParams = z.object({ provider: z.string().max(32) });

export const SocialStartQuery = z.object({
  /** The session of the account to link the provider's account to; without it: sign-in. */
  token: z.string().max(256).optional(),
  /** A path of this site or a URL on one of its domains; nothing else (no open redirect). */
  successUrl: returnUrl,
  /** Where failures and cancellations land; defaults to successUrl. */
  cancelUrl: returnUrl.optional(),
});

/** What the provider sends back (query, or form body for response_mode=form_post). Kept whole:
 * providers add their own parameters (iss, scope…) and the OAuth client checks them. */
export const SocialCallbackParams = z.looseObject({
  state: z.string().max(512).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(256).optional(),
});

/** The query the browser returns with; the web app reads it on the login and social screens. */
export const SocialReturnQuery = z.object({
  action: z.enum(['login', 'link']),
  status: z.enum(['success', 'fail']),
  method: ExternalAuthSource,
  /** Sign-in success only: the new session token. */
  token: z.string().optional(),
  /** One of the external-auth codes of spec section 8; anything else reads as unknown_error. */
  errorCode: z.string().transform(toExternalAuthErrorCode).optional(),
  /** errorCode's text in the request language. */
  errorMessage: z.string().optional(),
});
export type SocialReturnQuery = z.infer<typeof SocialReturnQuery>;
