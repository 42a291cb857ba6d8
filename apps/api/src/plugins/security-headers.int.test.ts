import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

describe('security headers and unknown routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['an unknown route', 'GET', '/spa/api/v1/no-such-call'],
    ['a rejected sign-in', 'POST', '/spa/api/v1/auth/login'],
  ] as const)('are set on %s, error answers included', async (_, method, url) => {
    const response = await t.app.inject({
      method,
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain('frame-ancestors');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBeTruthy();
  });

  it('are set once per answer on a successful call, the same as on errors', async () => {
    const { auth } = await buildUser(t.ctx);
    const response = await t.app.inject({ method: 'GET', url: '/spa/api/v1/user', headers: auth });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('nonce-');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('an unknown route answers a translated 404 body, never a stack trace', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/spa/api/v1/nothing?lang=en' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, status: 404, message: 'Not found' });
    const v2 = await t.app.inject({ method: 'GET', url: '/spa/v2/nothing?lang=es' });
    expect(v2.json()).toMatchObject({ message: 'error: No encontrado', data: null, status: 404 });
  });

  it('rejects an oversized JSON body with 413 and wrong types with 422', async () => {
    const huge = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/auth/login',
      payload: { email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    const typed = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/auth/login?lang=en',
      payload: { email: ['a@example.com'], password: 42, extra: "'; drop table users; --" },
    });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().errors).toEqual({
      email: ['Wrong type of value'],
      password: ['Wrong type of value'],
      extra: ['Unknown field'],
    });
  });
});
