import { SESSION_TOKEN_TTL_S } from '@platform/domain/constants/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrder } from '../../test/factories/orders';
import { buildUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

describe('bearer sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const getUser = (headers: Record<string, string> = {}, query = '') =>
    t.app.inject({ method: 'GET', url: `/spa/api/v1/user?lang=en${query}`, headers });

  it('accepts the token as a bearer header', async () => {
    const { user, auth } = await buildUser(t.ctx);
    expect((await getUser(auth)).json().id).toBe(user.id);
  });

  it('takes a token in the query only on the order call; every other signed-in call answers 401', async () => {
    const { user, token } = await buildUser(t.ctx);
    const order = await buildOrder(t.ctx, user.id);
    const call = (method: 'GET' | 'POST', url: string) =>
      t.app.inject({ method, url: `${url}${url.includes('?') ? '&' : '?'}token=${token}` });
    const orderCall = await call('POST', `/spa/api/v1/order/${order.id}`);
    expect(orderCall.statusCode).toBe(200);
    expect(orderCall.json().id).toBe(order.id);
    for (const [method, url] of [
      ['GET', '/spa/api/v1/user?lang=en'],
      ['GET', '/spa/api/v1/user-external-auth'],
      ['GET', '/spa/api/v1/user-course-streams'],
      ['POST', '/spa/api/v1/auth/logout'],
      ['POST', '/spa/v2/user/supress-phone-validation'],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode, url).toBe(401);
    }
    // The session is still live: the logout above was not taken as the user's.
    expect((await getUser({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('a call open to all that also serves a signed-in caller takes a query token as no sign-in', async () => {
    const { token } = await buildUser(t.ctx);
    const policy = await t.app.inject({
      method: 'GET',
      url: `/spa/api/v1/cookie/get-policy?token=${token}`,
    });
    expect(policy.statusCode).toBe(200);
    expect(policy.json()).toEqual({ essential: true, analytics: false, marketing: false });
  });

  it.each([
    ['no token', {}],
    ['an unknown token', { authorization: 'Bearer not-a-real-token' }],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('answers 401 with a translated message for %s', async (_, headers) => {
    const response = await getUser(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'unauthorized',
      message: 'Please sign in',
    });
  });

  it('expires a session 30 days after it was opened', async () => {
    const { auth } = await buildUser(t.ctx);
    t.clock.advance(SESSION_TOKEN_TTL_S - 60);
    expect((await getUser(auth)).statusCode).toBe(200);
    t.clock.advance(61);
    expect((await getUser(auth)).statusCode).toBe(401);
  });

  it('revokes only the session that signs out', async () => {
    const { user, auth, password } = await buildUser(t.ctx);
    const login = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/auth/login',
      payload: { email: user.email, password },
    });
    const other = { authorization: `Bearer ${login.json().data.token}` };
    const logout = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/auth/logout',
      headers: auth,
    });
    expect(logout.statusCode).toBe(200);
    expect((await getUser(auth)).statusCode).toBe(401);
    expect((await getUser(other)).statusCode).toBe(200);
  });
});
