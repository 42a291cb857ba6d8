import {
  EXTERNAL_AUTH_ORDER,
  EXTERNAL_AUTH_SOURCES,
  type ExternalAuthSource,
} from '@platform/domain/constants/external-auth';
import * as oauth from 'openid-client';
import type { Config } from '../../config';

/** One provider's settings from OAUTH_<NAME>_*: an OpenID Connect issuer (discovery, ID token,
 * nonce) or, without an issuer, plain OAuth 2 endpoints plus an optional profile endpoint. */
interface ProviderSettings {
  clientId: string;
  clientSecret: string | undefined;
  endpoints:
    | { kind: 'oidc'; issuer: URL }
    | { kind: 'oauth2'; authorization: URL; token: URL; userinfo: URL | undefined };
  /** Extra authorization parameters the provider requires. */
  authorizationParams: Record<string, string>;
}

/** Apple answers requests that ask for the e-mail only by POSTing the result (form_post). */
const AUTHORIZATION_PARAMS: Partial<Record<ExternalAuthSource, Record<string, string>>> = {
  apple: { response_mode: 'form_post' },
};

function urlSetting(config: Config, name: string): URL | undefined {
  const value = config[name];
  return value ? new URL(value) : undefined;
}

/** Every provider with a client id; a client id without usable endpoints stops the start-up,
 * since the misconfiguration would otherwise only show when a user presses the button. */
export function providerSettings(config: Config): Map<ExternalAuthSource, ProviderSettings> {
  const settings = new Map<ExternalAuthSource, ProviderSettings>();
  for (const source of EXTERNAL_AUTH_SOURCES) {
    const prefix = `OAUTH_${source.toUpperCase()}_`;
    const clientId = config[`${prefix}CLIENT_ID`];
    if (!clientId) continue;
    const issuer = urlSetting(config, `${prefix}ISSUER`);
    const authorization = urlSetting(config, `${prefix}AUTHORIZATION_URL`);
    const token = urlSetting(config, `${prefix}TOKEN_URL`);
    let endpoints: ProviderSettings['endpoints'];
    if (issuer) endpoints = { kind: 'oidc', issuer };
    else if (authorization && token) {
      const userinfo = urlSetting(config, `${prefix}USERINFO_URL`);
      endpoints = { kind: 'oauth2', authorization, token, userinfo };
    } else {
      throw new Error(
        `${prefix}CLIENT_ID is set but neither ${prefix}ISSUER nor both ${prefix}AUTHORIZATION_URL and ${prefix}TOKEN_URL are`,
      );
    }
    settings.set(source, {
      clientId,
      clientSecret: config[`${prefix}CLIENT_SECRET`] || undefined,
      endpoints,
      authorizationParams: AUTHORIZATION_PARAMS[source] ?? {},
    });
  }
  return settings;
}

/** The providers whose buttons the shell shows, in the web display order. */
export function enabledProviders(config: Config): ExternalAuthSource[] {
  const settings = providerSettings(config);
  return EXTERNAL_AUTH_ORDER.web.filter((source) => settings.has(source));
}

/** What we keep of the provider's account: its stable id and, when shared, its e-mail. */
export interface ProviderProfile {
  subject: string | undefined;
  email: string | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the account id and e-mail from the provider's answers, first found wins. OpenID
 * answers carry `sub`; Facebook's Graph `/me` answers `id`; VK answers `user_id` (in the token
 * response, or under `user`), or `response: [{id}]` from its users API. */
export function readProfile(...answers: unknown[]): ProviderProfile {
  const objects = answers.filter(isRecord).flatMap((answer) => {
    const nested = Array.isArray(answer.response) ? answer.response[0] : answer.response;
    return [answer, answer.user, nested].filter(isRecord);
  });
  const first = (keys: string[]) => {
    for (const object of objects) {
      for (const key of keys) {
        const value = object[key];
        if ((typeof value === 'string' && value) || typeof value === 'number') return String(value);
      }
    }
    return undefined;
  };
  return { subject: first(['sub', 'id', 'user_id']), email: first(['email']) };
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Plain http is accepted only from a provider on this machine (a local test or development
 * server), never in production: every http endpoint must be a loopback one. */
function allowsPlainHttp(config: Config, endpoints: ProviderSettings['endpoints']): boolean {
  const urls = Object.values(endpoints).filter((value): value is URL => value instanceof URL);
  const plain = urls.filter((url) => url.protocol === 'http:');
  return (
    config.NODE_ENV !== 'production' &&
    plain.length > 0 &&
    plain.every((url) => LOOPBACK.has(url.hostname))
  );
}

/** What the callback must find again: stored with the state until the provider returns. */
export interface AuthorizationChecks {
  state: string;
  codeVerifier: string;
  /** Empty for plain OAuth 2 providers: there is no ID token to bind it to. */
  nonce: string;
}

/**
 * The OAuth clients of the configured providers. Each client's configuration (for an OpenID
 * provider, its discovery document) is fetched on first use and kept; a failed discovery is not
 * kept, so the next attempt retries.
 */
export function providerClients(config: Config) {
  const settings = providerSettings(config);
  const configurations = new Map<ExternalAuthSource, Promise<oauth.Configuration>>();

  async function build({ endpoints, clientId, clientSecret }: ProviderSettings) {
    const insecure = allowsPlainHttp(config, endpoints) ? [oauth.allowInsecureRequests] : [];
    if (endpoints.kind === 'oidc') {
      return oauth.discovery(endpoints.issuer, clientId, clientSecret, undefined, {
        execute: insecure,
      });
    }
    const configuration = new oauth.Configuration(
      {
        // Plain OAuth 2 has no issuer identifier; the authorization server's origin stands in.
        issuer: endpoints.authorization.origin,
        authorization_endpoint: endpoints.authorization.href,
        token_endpoint: endpoints.token.href,
      },
      clientId,
      clientSecret,
    );
    for (const extension of insecure) extension(configuration);
    return configuration;
  }

  function configurationOf(source: ExternalAuthSource, provider: ProviderSettings) {
    const cached = configurations.get(source);
    if (cached) return cached;
    const pending = build(provider);
    configurations.set(source, pending);
    pending.catch(() => {
      if (configurations.get(source) === pending) configurations.delete(source);
    });
    return pending;
  }

  function settingsOf(source: ExternalAuthSource): ProviderSettings {
    const provider = settings.get(source);
    if (!provider) throw new Error(`provider ${source} is not configured`);
    return provider;
  }

  return {
    isEnabled(source: string): source is ExternalAuthSource {
      return settings.has(source as ExternalAuthSource);
    },

    /** The provider's authorization URL with a fresh state, PKCE (S256) and, for OpenID
     * providers, nonce; the checks go into storage until the callback. */
    async authorizationRequest(source: ExternalAuthSource, redirectUri: string) {
      const provider = settingsOf(source);
      const configuration = await configurationOf(source, provider);
      const oidc = provider.endpoints.kind === 'oidc';
      const checks: AuthorizationChecks = {
        state: oauth.randomState(),
        codeVerifier: oauth.randomPKCECodeVerifier(),
        nonce: oidc ? oauth.randomNonce() : '',
      };
      const url = oauth.buildAuthorizationUrl(configuration, {
        ...provider.authorizationParams,
        redirect_uri: redirectUri,
        scope: oidc ? 'openid email' : 'email',
        state: checks.state,
        code_challenge: await oauth.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        ...(oidc ? { nonce: checks.nonce } : {}),
      });
      return { url, checks };
    },

    /** Exchanges the code of a callback (`callbackUrl`: the redirect URI with the provider's
     * parameters) for the account's profile. Throws on any protocol or network failure. */
    async profile(
      source: ExternalAuthSource,
      callbackUrl: URL,
      checks: AuthorizationChecks,
    ): Promise<ProviderProfile> {
      const provider = settingsOf(source);
      const configuration = await configurationOf(source, provider);
      const { endpoints } = provider;
      if (endpoints.kind === 'oidc') {
        const tokens = await oauth.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
        });
        const claims = readProfile(tokens.claims());
        // Apple and Google put the e-mail in the ID token; others only answer it at userinfo.
        if (claims.email || !claims.subject || !configuration.serverMetadata().userinfo_endpoint) {
          return claims;
        }
        const userinfo = await oauth.fetchUserInfo(
          configuration,
          tokens.access_token,
          claims.subject,
        );
        return { subject: claims.subject, email: readProfile(userinfo).email };
      }
      // Without an issuer identifier there is nothing to compare an `iss` parameter with; the
      // per-provider redirect URI is what keeps providers apart (RFC 9207, section 1).
      callbackUrl.searchParams.delete('iss');
      const tokens = await oauth.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
      });
      if (!endpoints.userinfo) return readProfile(tokens);
      const response = await oauth.fetchProtectedResource(
        configuration,
        tokens.access_token,
        endpoints.userinfo,
        'GET',
      );
      if (!response.ok) throw new Error(`profile endpoint answered ${response.status}`);
      return readProfile(await response.json(), tokens);
    },
  };
}

export type ProviderClients = ReturnType<typeof providerClients>;
