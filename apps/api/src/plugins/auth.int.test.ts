import { SESSION_TOKEN_TTL_S } from '@platform/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('accepts the token as a bearer header and as the token query parameter', async () => {
    const { user, token, auth } = await buildUser(t.ctx);
    expect((await getUser(auth)).json().id).toBe(user.id);
    expect((await getUser({}, `&token=${token}`)).json().id).toBe(user.id);
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
