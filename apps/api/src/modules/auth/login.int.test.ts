import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('POST /spa/api/v1/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers {success, data: {token, user}, errors} and the token opens GET /user', async () => {
    const { user, password } = await buildUser(t.ctx);
    const response = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/auth/login',
      payload: { email: `  ${user.email?.toUpperCase()} `, password },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.errors).toEqual({});
    expect(body.data.token).toMatch(/^[\w-]{43}$/);
    expect(body.data.user).toMatchObject({ id: user.id, email: user.email, status: 40 });
  });

  it('a wrong password fails with errors.password, translated', async () => {
    const { user } = await buildUser(t.ctx);
    const response = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/auth/login?lang=en',
      payload: { email: user.email, password: 'not-the-password' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'validation_failed',
      errors: { password: ['Incorrect e-mail or password'] },
    });
  });

  it('an unknown e-mail fails exactly like a wrong password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/auth/login',
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
      payload: { email: 'nobody@example.com', password: 'whatever-password' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      password: ['Correo electrónico o contraseña incorrectos'],
    });
  });

  it('rejects malformed JSON with 400 and missing fields with 422', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('malformed_json');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/auth/login?lang=en',
      payload: { email: 'a@example.com' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ password: ['Required field'] });
  });

  it('locks an account after 10 failures in 15 minutes with 429 and Retry-After', async () => {
    const { user, password } = await buildUser(t.ctx);
    const attempt = (pass: string) =>
      t.app.inject({
        method: 'POST',
        url: '/spa/api/v1/auth/login',
        remoteAddress: `10.1.${user.id}.1`,
        payload: { email: user.email, password: pass },
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt('wrong-password')).statusCode).toBe(422);
    const locked = await attempt(password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });
});
