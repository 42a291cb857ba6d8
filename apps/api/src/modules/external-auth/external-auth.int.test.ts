import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand } from '../../../test/factories/brands';
import { buildDomain } from '../../../test/factories/domains';
import { buildUser } from '../../../test/factories/users';
import { type OidcServer, startOidcServer } from '../../../test/helpers/oidc-server';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { users } from '../../db/schema/users';
import { usersRepository } from '../users/users.repository';

const SITE = 'http://localhost';
const START = '/spa/api/v1/auth/social';
const NO_LINK_EN =
  'You are trying to sign in via a social network, but no user with such an account exists. Sign in with your e-mail';

const newSubject = () => `person-${randomBytes(6).toString('hex')}`;

describe('social sign-in and linking', () => {
  let oidc: OidcServer;
  let t: TestApp;
  let appId: string;

  beforeAll(async () => {
    oidc = await startOidcServer(
      ['google', 'facebook', 'vkontakte'].map((name) => `${SITE}${START}/${name}/callback`),
    );
    const client = { CLIENT_ID: oidc.clientId, CLIENT_SECRET: oidc.clientSecret };
    const plain = {
      AUTHORIZATION_URL: oidc.endpoints.authorization,
      TOKEN_URL: oidc.endpoints.token,
    };
    const env = {
      PUBLIC_URL: SITE,
      // OpenID Connect with discovery.
      ...prefixed('GOOGLE', { ISSUER: oidc.issuer, ...client }),
      // Plain OAuth 2 whose profile endpoint answers like Facebook's Graph /me: {id, email}.
      ...prefixed('FACEBOOK', { ...plain, USERINFO_URL: oidc.endpoints.profile, ...client }),
      // An OpenID provider that cannot be reached.
      ...prefixed('APPLE', { ISSUER: 'http://127.0.0.1:1', ...client }),
      // Plain OAuth 2 whose "profile" (the key set) carries no account id.
      ...prefixed('VKONTAKTE', { ...plain, USERINFO_URL: oidc.endpoints.jwks, ...client }),
    };
    t = await createTestApp(env);
    appId = (await buildBrand(t.ctx)).appId;
  });
  afterAll(async () => {
    await t?.close();
    await oidc?.close();
  });

  function prefixed(provider: string, values: Record<string, string>) {
    return Object.fromEntries(
      Object.entries(values).map(([key, value]) => [`OAUTH_${provider}_${key}`, value]),
    );
  }

  function start(provider: string, query: Record<string, string>, brandAppId = appId) {
    return t.app.inject({
      method: 'GET',
      url: `${START}/${provider}?${new URLSearchParams(query)}`,
      headers: { 'x-app-id': brandAppId },
    });
  }

  function returnTo(location: string | undefined) {
    const url = new URL(location ?? '');
    return { url, query: Object.fromEntries(url.searchParams) };
  }

  /** The browser's round trip: our start call, the provider (sign in as `subject` or cancel),
   * our callback with the state cookie; answers where the browser finally lands. */
  async function socialFlow(options: {
    provider?: string;
    token?: string;
    subject?: string;
    cancel?: true;
    lang?: string;
    /** The brand the browser starts on (X-App-Id); the suite's brand by default. */
    brandAppId?: string;
  }) {
    const { provider = 'google', token, subject = newSubject() } = options;
    const started = await start(
      provider,
      { successUrl: '/welcome?tab=1', cancelUrl: `${SITE}/login`, ...(token ? { token } : {}) },
      options.brandAppId,
    );
    expect(started.statusCode).toBe(302);
    const cookie = String(started.headers['set-cookie']).split(';')[0] ?? '';
    const callback = await oidc.authorize(
      started.headers.location ?? '',
      options.cancel ? { cancel: true } : { subject },
    );
    const finish = () =>
      t.app.inject({
        method: 'GET',
        url: `${callback.pathname}${callback.search}`,
        headers: { cookie, 'accept-language': options.lang ?? 'en' },
      });
    const finished = await finish();
    expect(finished.statusCode).toBe(302);
    expect(finished.headers['set-cookie']).toMatch(/^social_state=; Path=[^;]+; Max-Age=0;/);
    return { ...returnTo(finished.headers.location), subject, callback, cookie, finish };
  }

  const linkedSources = async (token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/spa/api/v1/user-external-auth',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();

  /** Whom a session token signs in, as GET /user answers. */
  const signedInUserId = async (token: string | undefined) => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/spa/api/v1/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    return me.json().id;
  };

  it('sends the browser to the provider with state, nonce and PKCE S256, bound by a cookie', async () => {
    const started = await start('google', { successUrl: '/welcome' });
    expect(started.statusCode).toBe(302);
    expect(started.headers['cache-control']).toBe('no-store');
    const to = new URL(started.headers.location ?? '');
    expect(`${to.origin}${to.pathname}`).toBe(`${oidc.issuer}/auth`);
    const query = Object.fromEntries(to.searchParams);
    expect(query).toMatchObject({
      client_id: oidc.clientId,
      response_type: 'code',
      redirect_uri: `${SITE}${START}/google/callback`,
      scope: 'openid email',
      code_challenge_method: 'S256',
    });
    expect(query.state).toBeTruthy();
    expect(query.nonce).toBeTruthy();
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(started.headers['set-cookie']).toBe(
      `social_state=${query.state}; Path=${START}; Max-Age=600; HttpOnly; SameSite=Lax`,
    );
  });

  it('links the account to the signed-in user, who then signs in with it', async () => {
    const { user, token } = await buildUser(t.ctx);
    const linked = await socialFlow({ token });
    expect(`${linked.url.origin}${linked.url.pathname}`).toBe(`${SITE}/welcome`);
    expect(linked.query).toEqual({
      tab: '1',
      action: 'link',
      status: 'success',
      method: 'google',
    });
    expect(await linkedSources(token)).toEqual([{ id: expect.any(Number), source: 'google' }]);

    const signedIn = await socialFlow({ subject: linked.subject });
    expect(signedIn.url.pathname).toBe('/welcome');
    expect(signedIn.query).toMatchObject({ action: 'login', status: 'success', method: 'google' });
    expect(await signedInUserId(signedIn.query.token)).toBe(user.id);
  });

  it('works with a plain OAuth 2 provider configured by its endpoints (no issuer)', async () => {
    const { user, token } = await buildUser(t.ctx);
    const linked = await socialFlow({ provider: 'facebook', token });
    expect(linked.query).toMatchObject({ action: 'link', status: 'success', method: 'facebook' });
    expect(await linkedSources(token)).toEqual([{ id: expect.any(Number), source: 'facebook' }]);

    const signedIn = await socialFlow({ provider: 'facebook', subject: linked.subject });
    expect(signedIn.query).toMatchObject({ action: 'login', status: 'success' });
    expect(await signedInUserId(signedIn.query.token)).toBe(user.id);
  });

  it('accepts the callback as a form POST too (response_mode=form_post, as Apple answers)', async () => {
    const { token } = await buildUser(t.ctx);
    const started = await start('google', { token, successUrl: '/welcome' });
    const cookie = String(started.headers['set-cookie']).split(';')[0];
    const callback = await oidc.authorize(started.headers.location ?? '', {
      subject: newSubject(),
    });
    const posted = await t.app.inject({
      method: 'POST',
      url: callback.pathname,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: callback.searchParams.toString(),
    });
    expect(posted.statusCode).toBe(302);
    expect(returnTo(posted.headers.location).query).toMatchObject({
      action: 'link',
      status: 'success',
    });
    expect(await linkedSources(token)).toHaveLength(1);
  });

  it('signing in with an account nobody linked fails with login_no_link, translated', async () => {
    const english = await socialFlow({});
    expect(`${english.url.origin}${english.url.pathname}`).toBe(`${SITE}/login`);
    expect(english.query).toEqual({
      action: 'login',
      status: 'fail',
      method: 'google',
      errorCode: 'login_no_link',
      errorMessage: NO_LINK_EN,
    });
    const russian = await socialFlow({ lang: 'ru' });
    expect(russian.query.errorMessage).toMatch(/^Вы пытаетесь войти через социальную сеть/);
  });

  it('signs the linked user in whichever brand the flow starts on, and never makes an account', async () => {
    const { user, token } = await buildUser(t.ctx);
    const { subject } = await socialFlow({ token });
    const elsewhere = await buildBrand(t.ctx);
    expect(elsewhere.id).not.toBe(user.brandId);
    const userCount = async () => (await t.ctx.db.select({ value: count() }).from(users))[0]?.value;
    const before = await userCount();

    const signedIn = await socialFlow({ subject, brandAppId: elsewhere.appId });
    expect(signedIn.query).toMatchObject({ action: 'login', status: 'success' });
    expect(await signedInUserId(signedIn.query.token)).toBe(user.id);
    const [stored] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.brandId).toBe(user.brandId);

    const unknown = await socialFlow({ brandAppId: elsewhere.appId });
    expect(unknown.query.errorCode).toBe('login_no_link');
    expect(await userCount()).toBe(before);
  });

  it('an account linked to another user is not linked again: link_social_id_already_taken', async () => {
    const owner = await buildUser(t.ctx);
    const other = await buildUser(t.ctx);
    const { subject } = await socialFlow({ token: owner.token });
    const taken = await socialFlow({ token: other.token, subject });
    expect(taken.url.pathname).toBe('/login');
    expect(taken.query).toMatchObject({
      action: 'link',
      status: 'fail',
      errorCode: 'link_social_id_already_taken',
      errorMessage: 'This social network account is already linked to another user',
    });
    expect(await linkedSources(other.token)).toEqual([]);
    expect(await linkedSources(owner.token)).toHaveLength(1);
  });

  it('linking another account of the same provider replaces the previous link', async () => {
    const { token } = await buildUser(t.ctx);
    const first = await socialFlow({ token });
    await socialFlow({ token });
    expect(await linkedSources(token)).toHaveLength(1);
    const oldAccount = await socialFlow({ subject: first.subject });
    expect(oldAccount.query.errorCode).toBe('login_no_link');
  });

  it('the account of a deleted user does not sign in: login_no_user_from_link', async () => {
    const { user, token } = await buildUser(t.ctx);
    const { subject } = await socialFlow({ token });
    await usersRepository(t.ctx.db).update(user.id, { deletedAt: t.clock.now() });
    const signIn = await socialFlow({ subject });
    expect(signIn.query).toMatchObject({ status: 'fail', errorCode: 'login_no_user_from_link' });
    expect(signIn.query.token).toBeUndefined();
  });

  it('a link whose user is deleted meanwhile fails with link_user_unauthorised', async () => {
    const { user, token } = await buildUser(t.ctx);
    const started = await start('google', { token, successUrl: '/welcome' });
    const cookie = String(started.headers['set-cookie']).split(';')[0];
    const callback = await oidc.authorize(started.headers.location ?? '', {
      subject: newSubject(),
    });
    await usersRepository(t.ctx.db).update(user.id, { deletedAt: t.clock.now() });
    const finished = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie },
    });
    expect(returnTo(finished.headers.location).query).toMatchObject({
      action: 'link',
      status: 'fail',
      errorCode: 'link_user_unauthorised',
    });
  });

  it('a token that is not a live session ends at the cancel URL with link_user_unauthorised', async () => {
    const started = await start('google', {
      token: 'not-a-session',
      successUrl: '/welcome',
      cancelUrl: '/social',
    });
    expect(started.statusCode).toBe(302);
    expect(started.headers['set-cookie']).toBeUndefined();
    const { url, query } = returnTo(started.headers.location);
    expect(url.href.startsWith(`${SITE}/social?`)).toBe(true);
    expect(query).toMatchObject({
      action: 'link',
      status: 'fail',
      method: 'google',
      errorCode: 'link_user_unauthorised',
    });
  });

  it('cancelled at the provider: the cancel URL with status fail', async () => {
    const { token } = await buildUser(t.ctx);
    const cancelled = await socialFlow({ token, cancel: true });
    expect(cancelled.url.pathname).toBe('/login');
    expect(cancelled.query).toMatchObject({
      action: 'link',
      status: 'fail',
      method: 'google',
      errorCode: 'unknown_error',
    });
    expect(await linkedSources(token)).toEqual([]);
  });

  it('a provider answer without an account id fails with common_no_social_id', async () => {
    const noId = await socialFlow({ provider: 'vkontakte' });
    expect(noId.query).toMatchObject({
      action: 'login',
      status: 'fail',
      method: 'vkontakte',
      errorCode: 'common_no_social_id',
    });
  });

  it('a state is single use: a replayed callback fails with unknown_error', async () => {
    const { token } = await buildUser(t.ctx);
    const { subject, finish } = await socialFlow({ token });
    const signIn = await socialFlow({ subject });
    expect(signIn.query.status).toBe('success');
    const replayed = await finish();
    expect(replayed.statusCode).toBe(302);
    expect(returnTo(replayed.headers.location).url.href).toBe(
      `${SITE}/?action=login&status=fail&method=google&errorCode=unknown_error&errorMessage=Something+went+wrong.+Try+again+later`,
    );
  });

  it('a callback without the cookie of the browser that started it is refused', async () => {
    const { token } = await buildUser(t.ctx);
    const started = await start('google', { token, successUrl: '/welcome' });
    const cookie = String(started.headers['set-cookie']).split(';')[0];
    const callback = await oidc.authorize(started.headers.location ?? '', {
      subject: newSubject(),
    });
    const url = `${callback.pathname}${callback.search}`;
    for (const headers of [{}, { cookie: 'social_state=someone-elses' }]) {
      const foreign = await t.app.inject({ method: 'GET', url, headers });
      expect(returnTo(foreign.headers.location).query).toMatchObject({
        status: 'fail',
        errorCode: 'unknown_error',
      });
    }
    // The state survives the attempts: the browser that started the flow still completes it.
    const own = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(returnTo(own.headers.location).query).toMatchObject({ status: 'success' });
  });

  it('a state expires after 10 minutes', async () => {
    const started = await start('google', { successUrl: '/welcome', cancelUrl: '/login' });
    const cookie = String(started.headers['set-cookie']).split(';')[0];
    const callback = await oidc.authorize(started.headers.location ?? '', {
      subject: newSubject(),
    });
    t.clock.advance(601);
    const late = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie },
    });
    const { url, query } = returnTo(late.headers.location);
    expect(url.pathname).toBe('/login');
    expect(query).toMatchObject({ status: 'fail', errorCode: 'unknown_error' });
  });

  it('return URLs: paths of this site and URLs on its domains only (422 otherwise)', async () => {
    const domain = await buildDomain(t.ctx);
    const allowed = await start('google', {
      successUrl: `https://${domain.host}/welcome`,
      cancelUrl: 'login',
    });
    expect(allowed.statusCode).toBe(302);

    for (const successUrl of [
      'https://evil.example/steal',
      '//evil.example/steal',
      '/\\evil.example/steal',
      'javascript:alert(1)',
      'http://someone@localhost/welcome',
      `https://${domain.host}.evil.example/welcome`,
    ]) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `${START}/google?${new URLSearchParams({ successUrl, lang: 'en' })}`,
      });
      expect(refused.statusCode, successUrl).toBe(422);
      expect(refused.json().errors).toEqual({
        successUrl: ['The return address must lead to this site'],
      });
    }
    const badCancel = await start('google', {
      successUrl: '/welcome',
      cancelUrl: 'https://evil.example/',
    });
    expect(badCancel.statusCode).toBe(422);
    expect(Object.keys(badCancel.json().errors)).toEqual(['cancelUrl']);
    const missing = await start('google', {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['successUrl']);
  });

  it('a provider that cannot be reached ends at the cancel URL with unknown_error', async () => {
    const started = await start('apple', { successUrl: '/welcome', cancelUrl: '/login' });
    expect(started.statusCode).toBe(302);
    expect(started.headers['set-cookie']).toBeUndefined();
    const { url, query } = returnTo(started.headers.location);
    expect(url.pathname).toBe('/login');
    expect(query).toMatchObject({
      action: 'login',
      status: 'fail',
      method: 'apple',
      errorCode: 'unknown_error',
    });
  });

  it('an unknown provider is 404', async () => {
    for (const provider of ['twitter', 'Google']) {
      expect((await start(provider, { successUrl: '/welcome' })).statusCode).toBe(404);
      const callback = await t.app.inject({
        method: 'GET',
        url: `${START}/${provider}/callback?code=x&state=y`,
      });
      expect(callback.statusCode).toBe(404);
    }
  });
});
