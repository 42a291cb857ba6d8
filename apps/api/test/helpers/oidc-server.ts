import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface OidcServer {
  /** Issuer identifier, `http://127.0.0.1:<port>`: what OAUTH_<NAME>_ISSUER points at. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Plain OAuth 2 endpoints of the same server, for providers configured without an issuer.
   * `profile` answers like Facebook's Graph `/me`: `{id, email}` for a bearer access token. */
  endpoints: { authorization: string; token: string; profile: string; jwks: string };
  /**
   * Plays the user's browser at the provider: follows the authorization URL, signs in as
   * `subject` (or cancels) through the interaction endpoints with its own cookie jar, and
   * returns the URL the provider finally redirects to (our callback with code or error).
   */
  authorize(authorizationUrl: string, as: { subject: string } | { cancel: true }): Promise<URL>;
  close(): Promise<void>;
}

/** A cookie jar of one browser: every cookie goes with every request, which the provider
 * tolerates (it reads the ones it needs by name). */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    store(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 and a random port with one
 * static confidential client whose redirect URIs are `redirectUris`. Any subject can sign in:
 * the interaction endpoint takes the subject from the submitted form, and consent is implied
 * (a grant of the requested scopes), as at a first-party provider.
 */
export async function startOidcServer(redirectUris: string[]): Promise<OidcServer> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'learning-platform';
  const clientSecret = randomBytes(24).toString('base64url');
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: `${sub}@provider.test`, email_verified: true }),
    }),
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope(ctx.oidc.requestParamScopes);
      await grant.save();
      return grant;
    },
  });

  provider.use(async (ctx, next) => {
    const interaction = ctx.path.match(/^\/interaction\/([\w-]+)$/);
    if (interaction && ctx.method === 'GET') {
      // The sign-in page: a subject in the query signs in, `cancel` aborts as the user would.
      const subject = ctx.query.subject;
      const result =
        typeof subject === 'string'
          ? { login: { accountId: subject } }
          : { error: 'access_denied', error_description: 'End-User aborted interaction' };
      ctx.status = 303;
      ctx.redirect(await provider.interactionResult(ctx.req, ctx.res, result));
      return;
    }
    if (ctx.path === '/graph/me' && ctx.method === 'GET') {
      const bearer = ctx.get('authorization').replace(/^Bearer /i, '');
      const token = bearer ? await provider.AccessToken.find(bearer) : undefined;
      if (!token?.accountId) {
        ctx.status = 401;
        return;
      }
      ctx.body = { id: token.accountId, email: `${token.accountId}@provider.test` };
      return;
    }
    await next();
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    endpoints: {
      authorization: `${issuer}/auth`,
      token: `${issuer}/token`,
      profile: `${issuer}/graph/me`,
      jwks: `${issuer}/jwks`,
    },
    async authorize(authorizationUrl, as) {
      const jar = cookieJar();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        if (url.origin !== issuer) return url;
        if (url.pathname.startsWith('/interaction/')) {
          if ('subject' in as) url.searchParams.set('subject', as.subject);
        }
        const response = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: jar.header() },
        });
        jar.store(response);
        const location = response.headers.get('location');
        if (!location) {
          throw new Error(`provider answered ${response.status}: ${await response.text()}`);
        }
        url = new URL(location, url);
      }
      throw new Error('too many redirects at the provider');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
