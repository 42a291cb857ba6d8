import {
  type ExternalAuthErrorCode,
  type ExternalAuthSource,
  toExternalAuthErrorCode,
} from '@platform/domain/constants/external-auth';
import { publicUrl } from '../../config';
import type { AppContext } from '../../context';
import { addSeconds } from '../../lib/clock';
import { fieldError, notFound } from '../../lib/errors';
import { liveSession, openSession } from '../auth/sessions.service';
import { brandsRepository } from '../brands/brands.repository';
import { usersRepository } from '../users/users.repository';
import { type ProviderProfile, providerClients } from './external-auth.providers';
import { externalAuthRepository, type OAuthStateRow } from './external-auth.repository';

/** How long a user may stay at the provider before the sign-in must start over. */
export const STATE_TTL_S = 600;
/** Where routes.ts mounts the social calls (v1 prefix + /auth/social): the redirect URIs to
 * register at the providers are `<site>/spa/api/v1/auth/social/<provider>/callback`. */
export const SOCIAL_BASE_PATH = '/spa/api/v1/auth/social';

/** Where a request came in: its protocol and Host header. */
export interface Site {
  protocol: string;
  host: string;
  hostname: string;
}

/** Where the browser goes back to, and what it is told there (spec 000 section 7). */
export interface Outcome {
  to: string;
  action: 'login' | 'link';
  method: ExternalAuthSource;
  /** A new session, on sign-in success. */
  token?: string;
  /** Set on failure. */
  errorCode?: ExternalAuthErrorCode;
}

/** How a sign-in or link ended: a failure's code, or for a sign-in the new session. */
type Result = { errorCode?: ExternalAuthErrorCode; token?: string };

/** Failures go to the cancel URL, successes to the success URL. */
function outcomeOf(
  flow: Pick<OAuthStateRow, 'successUrl' | 'cancelUrl' | 'action'>,
  method: ExternalAuthSource,
  result: Result,
): Outcome {
  const to = result.errorCode ? flow.cancelUrl : flow.successUrl;
  return { to, action: flow.action, method, ...result };
}

export interface Logger {
  warn(details: object, message: string): void;
}

export function externalAuthService(ctx: AppContext) {
  const providers = providerClients(ctx.config);
  const repository = externalAuthRepository(ctx.db);
  const users = usersRepository(ctx.db);
  const home = new URL(publicUrl(ctx.config));

  /** PUBLIC_URL's host or a configured domain: the only places a browser is sent back to. */
  async function isSiteHost(hostname: string): Promise<boolean> {
    if (hostname === home.hostname) return true;
    const served = await brandsRepository(ctx.db).findServedDomain(hostname);
    return served?.domain.host === hostname;
  }

  /** A relative path resolves on the site's origin; an absolute URL must be http(s) on one of
   * the site's hosts. Anything else would make this call an open redirect. */
  async function returnUrl(raw: string, origin: string, field: string): Promise<string> {
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      throw fieldError(field, 'externalAuth.returnUrlNotAllowed');
    }
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    // The origin is already one of the site's (originOf), so its own host needs no lookup.
    const siteHost = url.hostname === new URL(origin).hostname || (await isSiteHost(url.hostname));
    if (!web || url.username || url.password || !siteHost) {
      throw fieldError(field, 'externalAuth.returnUrlNotAllowed');
    }
    return url.href;
  }

  const redirectUri = (origin: string, source: ExternalAuthSource) =>
    `${origin}${SOCIAL_BASE_PATH}/${source}/callback`;

  /** Signs in with a linked account: the new session, or why not. Only a linked account signs
   * in: matching users by the provider's e-mail would hand an account to whoever controls that
   * address at any provider. No account is made here (spec: login_no_link sends the user to
   * e-mail sign-in), so the brand the flow started on plays no part: accounts are global. */
  async function signIn(source: ExternalAuthSource, subject: string): Promise<Result> {
    const link = await repository.findLink(source, subject);
    if (!link) return { errorCode: 'login_no_link' };
    const user = await users.findById(link.userId);
    if (!user) return { errorCode: 'login_no_user_from_link' };
    return { token: await openSession(ctx.db, ctx.clock, user.id) };
  }

  /** Links the account to the user who started the flow, or says why not. */
  async function link(
    userId: number | null,
    source: ExternalAuthSource,
    { subject, email }: { subject: string; email: string | undefined },
  ): Promise<Result> {
    const user = userId ? await users.findById(userId) : undefined;
    if (!user) return { errorCode: 'link_user_unauthorised' };
    const existing = await repository.findLink(source, subject);
    if (existing) {
      return existing.userId === user.id ? {} : { errorCode: 'link_social_id_already_taken' };
    }
    // One account per provider and user: linking another one replaces the previous link.
    const linked = await ctx.db.transaction(async (tx) => {
      const scoped = externalAuthRepository(tx);
      const values = { userId: user.id, source, subject, email: email ?? null };
      if (!(await scoped.link(values))) return false;
      await scoped.unlinkOthers(user.id, source, subject);
      return true;
    });
    return linked ? {} : { errorCode: 'link_social_id_already_taken' };
  }

  return {
    /** A configured provider by name; unknown or switched-off providers are 404. */
    provider(name: string): ExternalAuthSource {
      if (!providers.isEnabled(name)) throw notFound();
      return name;
    },

    /** The origin the browser is on when it is one of the site's, else PUBLIC_URL's. The
     * redirect URI is built on it, so the provider returns the browser to the host where the
     * state cookie was set. */
    async originOf(site: Site): Promise<string> {
      if (site.hostname === home.hostname) return home.origin;
      return (await isSiteHost(site.hostname)) ? `${site.protocol}://${site.host}` : home.origin;
    },

    /**
     * Starts a sign-in (no token) or a link (the token's user) at the provider: stores the
     * state with its PKCE verifier, nonce and return URLs, and answers the provider URL. A token
     * that is not a live session, or a provider that cannot be reached, ends at once at the
     * cancel URL.
     */
    async start(input: {
      source: ExternalAuthSource;
      origin: string;
      token: string | undefined;
      successUrl: string;
      cancelUrl: string | undefined;
      log: Logger;
    }): Promise<{ outcome: Outcome } | { provider: URL; state: string }> {
      const { source, origin, token, log } = input;
      const successUrl = await returnUrl(input.successUrl, origin, 'successUrl');
      const cancelUrl = input.cancelUrl
        ? await returnUrl(input.cancelUrl, origin, 'cancelUrl')
        : successUrl;
      const action = token ? 'link' : 'login';
      const fail = (errorCode: ExternalAuthErrorCode) => ({
        outcome: outcomeOf({ successUrl, cancelUrl, action }, source, { errorCode }),
      });
      const now = ctx.clock.now();
      let userId: number | null = null;
      if (token) {
        const live = await liveSession(ctx, token);
        if (!live) return fail('link_user_unauthorised');
        userId = live.user.id;
      }
      let request: Awaited<ReturnType<typeof providers.authorizationRequest>>;
      try {
        request = await providers.authorizationRequest(source, redirectUri(origin, source));
      } catch (error) {
        log.warn({ err: error, provider: source }, 'social sign-in provider unavailable');
        return fail('unknown_error');
      }
      const { state, codeVerifier, nonce } = request.checks;
      await ctx.db.transaction(async (tx) => {
        const scoped = externalAuthRepository(tx);
        await scoped.deleteExpiredStates(now);
        await scoped.createState({
          state,
          provider: source,
          action,
          userId,
          codeVerifier,
          nonce,
          successUrl,
          cancelUrl,
          expiresAt: addSeconds(now, STATE_TTL_S),
        });
      });
      return { provider: request.url, state };
    },

    /**
     * The provider's answer: takes the state out (single use, and only with the cookie of the
     * browser that started it), exchanges the code, then signs in or links. Every failure ends
     * at a return URL with an external-auth error code; an unknown, replayed or foreign state
     * has no return URL of its own and ends on the site's sign-in screen.
     */
    async finish(input: {
      source: ExternalAuthSource;
      origin: string;
      params: Record<string, unknown>;
      boundState: string | undefined;
      log: Logger;
    }): Promise<Outcome> {
      const { source, origin, boundState, log } = input;
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(input.params)) {
        if (typeof value === 'string') params.set(name, value);
      }
      const stateParam = params.get('state');
      const state =
        stateParam && stateParam === boundState
          ? await repository.consumeState(stateParam, source)
          : undefined;
      if (!state) {
        return { to: `${origin}/`, action: 'login', method: source, errorCode: 'unknown_error' };
      }
      const fail = (errorCode: ExternalAuthErrorCode) => outcomeOf(state, source, { errorCode });
      if (state.expiresAt <= ctx.clock.now()) return fail('unknown_error');
      // access_denied (the user cancelled) and the provider's other errors are not ours.
      if (params.has('error')) return fail(toExternalAuthErrorCode(params.get('error')));

      const callbackUrl = new URL(redirectUri(origin, source));
      callbackUrl.search = params.toString();
      let profile: ProviderProfile;
      try {
        profile = await providers.profile(source, callbackUrl, state);
      } catch (error) {
        log.warn({ err: error, provider: source }, 'social sign-in code exchange failed');
        return fail('unknown_error');
      }
      const { subject, email } = profile;
      if (!subject) return fail('common_no_social_id');
      const result =
        state.action === 'login'
          ? await signIn(source, subject)
          : await link(state.userId, source, { subject, email });
      return outcomeOf(state, source, result);
    },
  };
}
