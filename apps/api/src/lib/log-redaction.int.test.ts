import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand } from '../../test/factories/brands';
import { buildOrder } from '../../test/factories/orders';
import { buildUser } from '../../test/factories/users';
import { freshIp } from '../../test/helpers/addresses';
import { codeIn, lastMessageTo } from '../../test/helpers/codes';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { type App, buildApp } from '../app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://learn.example.com' });
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const v1 = (url: string) => `/spa/api/v1${url}`;

const LEVELS = ['trace', 'debug', 'info'];

describe.each(LEVELS)('secrets in the log at level %s', (level) => {
  /** Every line the app logged, as written. */
  const lines: string[] = [];
  let app: App;
  beforeAll(async () => {
    app = await buildApp(t.ctx, {
      logger: { level, stream: { write: (line) => lines.push(line) } },
    });
    // A statement that fails with a secret among its values, as a failed insert of a mail would.
    app.get('/test/failing-query', async (request) => {
      const { secret } = request.headers as { secret: string };
      await t.ctx.db.execute(sql`select ${secret}::integer`);
    });
  });
  afterAll(() => app.close());

  /** The tokens, reset tokens and codes the flows were handed. */
  const secrets: string[] = [];
  const keep = (secret: string | undefined): string => {
    if (!secret) throw new Error('a flow was handed no secret');
    secrets.push(secret);
    return secret;
  };
  const call = (options: InjectOptions) => app.inject({ remoteAddress: freshIp(), ...options });

  it('runs sign-up, login, logout, password reset by link and by code, OTP by e-mail and phone, the order call', async () => {
    const brand = await buildBrand(t.ctx);
    const email = `logged.${level}.${Date.now()}@example.com`;
    const password = 'long-enough-password';
    const signup = await call({
      method: 'POST',
      url: v1('/auth/signup-by-email'),
      headers: { 'x-app-id': brand.appId },
      payload: { email, password, password_repeat: password },
    });
    expect(signup.statusCode).toBe(200);
    const signupToken = keep(signup.json().data.token as string);
    expect(
      (await call({ method: 'GET', url: v1('/user'), headers: bearer(signupToken) })).statusCode,
    ).toBe(200);

    const login = await call({
      method: 'POST',
      url: v1('/auth/login'),
      payload: { email, password },
    });
    const loginToken = keep(login.json().data.token as string);
    // Tokens sent where they are ignored or refused still must not be logged.
    expect((await call({ method: 'GET', url: v1(`/user?token=${loginToken}`) })).statusCode).toBe(
      401,
    );
    expect(
      (
        await call({
          method: 'GET',
          url: v1('/user'),
          headers: { ...bearer('x'), cookie: `session=${loginToken}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await call({ method: 'POST', url: v1('/auth/logout'), headers: bearer(loginToken) }))
        .statusCode,
    ).toBe(200);

    // Password reset by the mailed link (whose page the API serves too), then by the code.
    const newPassword = 'brand-new-password';
    const reset = async () => {
      expect(
        (
          await call({
            method: 'POST',
            url: v1('/auth/request-password-reset'),
            payload: { email },
          })
        ).statusCode,
      ).toBe(200);
      const mail = await lastMessageTo(t, email);
      const link = keep(/reset-password\?token=([\w-]+)/.exec(mail.text)?.[1]);
      return { link, code: keep(codeIn(mail.text.replace(link, ''))) };
    };
    const byLink = await reset();
    await call({ method: 'GET', url: `/reset-password?token=${byLink.link}` });
    const linkReset = await call({
      method: 'POST',
      url: v1('/auth/reset-password'),
      payload: { token: byLink.link, password: newPassword, password_repeat: newPassword },
    });
    expect(linkReset.statusCode).toBe(200);
    keep(linkReset.json().data.token as string);
    t.clock.advance(61);
    const byCode = await reset();
    const codeReset = await call({
      method: 'POST',
      url: v1('/auth/reset-password'),
      payload: { email, code: byCode.code, password: newPassword, password_repeat: newPassword },
    });
    expect(codeReset.statusCode).toBe(200);
    const sessionToken = keep(codeReset.json().data.token as string);

    // One-time code by e-mail, then a phone number verified by SMS.
    t.clock.advance(61);
    expect(
      (await call({ method: 'POST', url: '/spa/v2/auth/request-otp', payload: { email } }))
        .statusCode,
    ).toBe(200);
    const otp = keep(codeIn((await lastMessageTo(t, email)).text));
    const verified = await call({
      method: 'POST',
      url: '/spa/v2/auth/verify-otp',
      payload: { email, code: otp },
    });
    expect(verified.statusCode).toBe(200);
    keep(verified.json().data.token as string);
    const phone = `+7900123${LEVELS.indexOf(level)}999`;
    const phoneCall = (url: string, payload: object) =>
      call({ method: 'POST', url: `/spa/v2/user/${url}`, headers: bearer(sessionToken), payload });
    expect((await phoneCall('request-phone-otp', { phone })).statusCode).toBe(200);
    const smsCode = keep(codeIn((await lastMessageTo(t, phone)).text));
    expect((await phoneCall('verify-phone', { phone, code: smsCode })).statusCode).toBe(200);

    // The order call, auto-login and social linking carry the token in their URLs.
    const { user, token } = await buildUser(t.ctx);
    keep(token);
    const order = await buildOrder(t.ctx, user.id);
    expect(
      (await call({ method: 'POST', url: v1(`/order/${order.id}?token=${token}`) })).statusCode,
    ).toBe(200);
    await call({ method: 'GET', url: `/auto-login?token=${token}&returnUrl=/home` });
    await call({
      method: 'GET',
      url: v1(`/auth/social/google?token=${token}&successUrl=/settings`),
    });

    // A signed read grant travels in the path of file and media URLs.
    const grant = t.ctx.signer.sign('avatars/missing.png', 60);
    keep(grant.split('.')[1]);
    await call({ method: 'GET', url: `/files/${grant}/avatars/missing.png` });

    // A statement that fails: 500, logged without the value it ran with.
    const failing = await call({
      method: 'GET',
      url: '/test/failing-query',
      headers: { secret: keep(`${sessionToken}-in-a-statement`) },
    });
    expect(failing.statusCode).toBe(500);
  });

  it('logged the requests with their URLs redacted, the failed statement without its values', () => {
    const log = lines.join('');
    expect(log).toContain('"url":"/spa/api/v1/user?token=[redacted]"');
    expect(log).toContain('"url":"/reset-password?token=[redacted]"');
    expect(log).toMatch(/"url":"\/spa\/api\/v1\/order\/\d+\?token=\[redacted\]"/);
    expect(log).toContain('"url":"/auto-login?token=[redacted]&returnUrl=/home"');
    expect(log).toMatch(/"url":"\/files\/\d+\.\[redacted\]\/avatars\/missing\.png"/);
    expect(log).toContain('Failed query: select $1::integer');
    expect(log).not.toMatch(/bearer|authorization|cookie/i);
  });

  it('has not one of the tokens, reset tokens and codes it issued', () => {
    expect(secrets.length).toBeGreaterThanOrEqual(13);
    const log = lines.join('');
    // Codes are six digits: looked for as whole numbers, not inside timestamps.
    const leaked = secrets.filter((secret) =>
      /^\d+$/.test(secret)
        ? new RegExp(`(?<![\\d.])${secret}(?!\\d)`).test(log)
        : log.includes(secret),
    );
    expect(leaked).toEqual([]);
  });
});
