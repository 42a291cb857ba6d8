import { emailErrorMessage } from '@platform/domain/email';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories/users';
import { freshIp } from '../../../test/helpers/addresses';
import { codeIn, domainText, lastMessageTo } from '../../../test/helpers/codes';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, ip = freshIp(), lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/spa/v2/auth/${url}?lang=${lang}`,
    remoteAddress: ip,
    payload,
  });

/** A registered address that has been sent a code; returns the code from the mail. */
async function mailedCode(overrides: Parameters<typeof buildUser>[1] = {}) {
  const { user } = await buildUser(t.ctx, overrides);
  const email = String(user.email);
  expect((await post('request-otp', { email })).statusCode).toBe(200);
  return { user, email, code: codeIn((await lastMessageTo(t, email)).text) };
}

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /spa/v2/auth/request-otp', () => {
  it('mails a 6-digit code and answers the countdown and code length', async () => {
    const { user } = await buildUser(t.ctx);
    const response = await post('request-otp', { email: String(user.email).toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'The code has been sent',
      data: { resendIn: 60, codeLength: 6 },
      errors: {},
    });
    const mail = await lastMessageTo(t, String(user.email));
    const code = codeIn(mail.text);
    expect(mail.subject).toBe(`Your sign-in code: ${code}`);
    expect(mail.text).toContain('valid for 10 minutes');
  });

  it('answers an unknown address exactly like a registered one, and mails nothing', async () => {
    const { user } = await buildUser(t.ctx);
    const known = await post('request-otp', { email: user.email });
    const unknown = await post('request-otp', { email: 'stranger@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect((await t.mailbox()).some((mail) => mail.to === 'stranger@example.com')).toBe(false);
    const again = await post('request-otp', { email: 'stranger@example.com' });
    expect(again.statusCode).toBe(429);
  });

  it('refuses a new code within 60 s with 429, Retry-After and the seconds left', async () => {
    const { email } = await mailedCode();
    t.clock.advance(15);
    const early = await post('request-otp', { email });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('45');
    expect(early.json()).toMatchObject({
      message: 'error: Please wait a little before requesting another code',
      code: 'resend_too_early',
      errors: { email: ['You can request a new code in 45 s'] },
    });
    t.clock.advance(45);
    expect((await post('request-otp', { email })).statusCode).toBe(200);
  });

  it('allows 5 codes per address per hour', async () => {
    const { email } = await mailedCode();
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance(61);
      expect((await post('request-otp', { email })).statusCode).toBe(200);
    }
    t.clock.advance(61);
    const blocked = await post('request-otp', { email });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('too_many_requests');
  });

  it('allows 30 codes per IP per hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) {
      expect((await post('request-otp', { email: `ip${i}@example.com` }, ip)).statusCode).toBe(200);
    }
    expect((await post('request-otp', { email: 'ip-last@example.com' }, ip)).statusCode).toBe(429);
  });

  it('checks the e-mail format with the detailed rule, as a v2 failure', async () => {
    const response = await post('request-otp', { email: 'user@-example.com' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'error: Please check the data you entered',
      data: null,
      errors: { email: [domainText(emailErrorMessage('labelDashEdge'))] },
    });
  });
});

describe('POST /spa/v2/auth/verify-otp', () => {
  it('signs in with the mailed code and settles the e-mail verification', async () => {
    const { user, email, code } = await mailedCode({ requireEmailValidate: true });
    const response = await post('verify-otp', { email, code });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      message: 'You are signed in',
      errors: {},
      data: { user: { id: user.id, requireEmailValidate: false } },
    });
    const logout = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/auth/logout',
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(logout.statusCode).toBe(200);
  });

  it('a code works once', async () => {
    const { email, code } = await mailedCode();
    expect((await post('verify-otp', { email, code })).statusCode).toBe(200);
    const again = await post('verify-otp', { email, code });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ code: ['Wrong code'] });
  });

  it('a wrong code is a v2 failure; the fifth voids the code', async () => {
    const { email, code } = await mailedCode();
    const wrong = await post('verify-otp', { email, code: otherThan(code) }, freshIp(), 'es');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      message: expect.stringContaining('error'),
      data: null,
      errors: { code: ['Código incorrecto'] },
    });
    for (let i = 0; i < 3; i += 1) await post('verify-otp', { email, code: otherThan(code) });
    const fifth = await post('verify-otp', { email, code: otherThan(code) });
    expect(fifth.json().errors).toEqual({ code: ['Too many wrong attempts. Request a new code'] });
    const right = await post('verify-otp', { email, code });
    expect(right.statusCode).toBe(422);
    expect(right.json().errors).toEqual({ code: ['Too many wrong attempts. Request a new code'] });
  });

  it('a code expires after 10 minutes', async () => {
    const { email, code } = await mailedCode();
    t.clock.advance(601);
    const response = await post('verify-otp', { email, code });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ code: ['The code has expired. Request a new one'] });
  });

  it('a new code voids the previous one', async () => {
    const { email, code } = await mailedCode();
    t.clock.advance(61);
    await post('request-otp', { email });
    const newer = codeIn((await lastMessageTo(t, email)).text);
    if (newer !== code) {
      expect((await post('verify-otp', { email, code })).json().errors).toEqual({
        code: ['Wrong code'],
      });
    }
    expect((await post('verify-otp', { email, code: newer })).statusCode).toBe(200);
  });

  it('an address without an account fails like a wrong code', async () => {
    await post('request-otp', { email: 'ghost@example.com' });
    const response = await post('verify-otp', { email: 'ghost@example.com', code: '123456' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ code: ['Wrong code'] });
  });

  it('rejects a code that is not 6 digits without spending an attempt', async () => {
    const { email, code } = await mailedCode();
    for (let i = 0; i < 6; i += 1) {
      const response = await post('verify-otp', { email, code: '12 34' });
      expect(response.json().errors).toEqual({ code: ['Wrong code'] });
    }
    expect((await post('verify-otp', { email, code })).statusCode).toBe(200);
  });

  it('allows 30 failed checks per IP in 15 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) {
      const response = await post('verify-otp', { email: `n${i}@example.com`, code: '123456' }, ip);
      expect(response.statusCode).toBe(422);
    }
    const blocked = await post('verify-otp', { email: 'n@example.com', code: '123456' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
