import { emailErrorMessage } from '@platform/domain/email';
import { passwordErrorMessage } from '@platform/domain/password';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, DEFAULT_PASSWORD } from '../../../test/factories/users';
import { freshIp } from '../../../test/helpers/addresses';
import { codeIn, domainText, lastMessageTo } from '../../../test/helpers/codes';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { usersRepository } from '../users/users.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://learn.example.com' });
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, ip = freshIp(), lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/spa/api/v1/auth/${url}?lang=${lang}`,
    remoteAddress: ip,
    payload,
  });

const logout = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/spa/api/v1/auth/logout',
    headers: { authorization: `Bearer ${token}` },
  });

/** A second session of the account, as from another device. */
const signIn = async (email: string): Promise<string> =>
  (await post('login', { email, password: DEFAULT_PASSWORD })).json().data.token;

const NEW_PASSWORD = 'brand-new-password';
const newPassword = { password: NEW_PASSWORD, password_repeat: NEW_PASSWORD };

/** Asks for a reset and reads the link token and the code from the captured mail. */
async function requestReset(email: string) {
  const response = await post('request-password-reset', { email });
  expect(response.statusCode).toBe(200);
  const mail = await lastMessageTo(t, email);
  const token = /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no link in: ${mail.text}`);
  return { mail, token, code: codeIn(mail.text.replace(token, '')) };
}

describe('POST /spa/api/v1/auth/request-password-reset', () => {
  it('mails a link to the web app and a 6-digit code, answering with a neutral message', async () => {
    const { user } = await buildUser(t.ctx);
    const email = String(user.email);
    const response = await post('request-password-reset', { email: ` ${email.toUpperCase()}` });
    expect(response.json()).toEqual({
      success: true,
      data: null,
      message: 'If this e-mail is registered, we have sent a message to it',
      errors: {},
    });
    const { mail, token, code } = await requestReset(email);
    expect(mail.subject).toBe('Access recovery');
    expect(mail.text).toContain(`https://learn.example.com/reset-password?token=${token}`);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(code).toMatch(/^\d{6}$/);
  });

  it('answers an unknown e-mail exactly like a registered one, and mails nothing', async () => {
    const { user } = await buildUser(t.ctx);
    const known = await post('request-password-reset', { email: user.email });
    const unknown = await post('request-password-reset', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect((await t.mailbox()).some((mail) => mail.to === 'nobody@example.com')).toBe(false);
  });

  it('checks the e-mail format with the detailed rule', async () => {
    const response = await post('request-password-reset', { email: 'a@b..com' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: [domainText(emailErrorMessage('doubleDot'))],
    });
  });

  it('allows 5 requests per e-mail per hour, known or not, then 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post('request-password-reset', { email: 'limit@example.com' })).statusCode,
      ).toBe(200);
    }
    const blocked = await post('request-password-reset', { email: 'limit@example.com' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('allows 20 requests per IP per hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      const response = await post('request-password-reset', { email: `ip${i}@example.com` }, ip);
      expect(response.statusCode).toBe(200);
    }
    const blocked = await post('request-password-reset', { email: 'ip-last@example.com' }, ip);
    expect(blocked.statusCode).toBe(429);
  });
});

describe('POST /spa/api/v1/auth/reset-password', () => {
  it('with the mailed link: sets the password, revokes every old session, opens a new one', async () => {
    const { user, token: oldToken } = await buildUser(t.ctx, { requiredUpdatePassword: true });
    const otherDevice = await signIn(String(user.email));
    const { token } = await requestReset(String(user.email));
    const response = await post('reset-password', { token, ...newPassword });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      errors: {},
      data: { user: { id: user.id, requiredUpdatePassword: false } },
    });
    expect((await logout(oldToken)).statusCode).toBe(401);
    expect((await logout(otherDevice)).statusCode).toBe(401);
    expect((await logout(body.data.token)).statusCode).toBe(200);
    const login = await post('login', { email: user.email, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('with the e-mail and the code; the link of the same mail is then used up too', async () => {
    const { user } = await buildUser(t.ctx);
    const email = String(user.email);
    const { token, code } = await requestReset(email);
    const response = await post('reset-password', { email, code, ...newPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.id).toBe(user.id);
    const reused = await post('reset-password', { token, ...newPassword }, freshIp(), 'ru');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({
      token: ['Ссылка для восстановления недействительна или устарела'],
    });
    const again = await post('reset-password', { email, code, ...newPassword });
    expect(again.json().errors).toEqual({ code: ['Wrong code'] });
  });

  it('a newer mail voids the earlier link and code', async () => {
    const { user } = await buildUser(t.ctx);
    const email = String(user.email);
    const first = await requestReset(email);
    await requestReset(email);
    const byLink = await post('reset-password', { token: first.token, ...newPassword });
    expect(byLink.json().errors).toEqual({
      token: ['The recovery link is invalid or has expired'],
    });
    const byCode = await post('reset-password', { email, code: first.code, ...newPassword });
    expect(byCode.json().errors).toEqual({ code: ['Wrong code'] });
  });

  it('the link and the code expire after 10 minutes', async () => {
    const { user } = await buildUser(t.ctx);
    const email = String(user.email);
    const { token, code } = await requestReset(email);
    t.clock.advance(601);
    const byCode = await post('reset-password', { email, code, ...newPassword });
    expect(byCode.statusCode).toBe(422);
    expect(byCode.json().errors).toEqual({ code: ['The code has expired. Request a new one'] });
    const byLink = await post('reset-password', { token, ...newPassword });
    expect(byLink.json().errors).toEqual({
      token: ['The recovery link is invalid or has expired'],
    });
  });

  it('5 wrong codes void the code and its link', async () => {
    const { user } = await buildUser(t.ctx);
    const email = String(user.email);
    const { token, code } = await requestReset(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await post('reset-password', { email, code: wrong, ...newPassword });
      expect(response.statusCode).toBe(422);
      messages.push(response.json().errors.code[0]);
    }
    expect(messages).toEqual([
      ...Array(4).fill('Wrong code'),
      'Too many wrong attempts. Request a new code',
    ]);
    const right = await post('reset-password', { email, code, ...newPassword });
    expect(right.json().errors).toEqual({ code: ['Too many wrong attempts. Request a new code'] });
    const byLink = await post('reset-password', { token, ...newPassword });
    expect(byLink.statusCode).toBe(422);
  });

  it('validates the new password before the code is tried', async () => {
    const { user } = await buildUser(t.ctx);
    const email = String(user.email);
    const { code } = await requestReset(email);
    const response = await post('reset-password', {
      email,
      code,
      password: 'short',
      password_repeat: 'shorter',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      password: [domainText(passwordErrorMessage('tooShort'))],
      password_repeat: ['Passwords must be identical.'],
    });
    const stillGood = await post('reset-password', { email, code, ...newPassword });
    expect(stillGood.statusCode).toBe(200);
  });

  it('needs a token, or an e-mail and a 6-digit code', async () => {
    const missing = await post('reset-password', newPassword);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ email: ['Required field'], code: ['Required field'] });
    const malformed = await post('reset-password', {
      email: 'a@example.com',
      code: '12ab',
      ...newPassword,
    });
    expect(malformed.json().errors).toEqual({ code: ['Wrong code'] });
    const unknownLink = await post('reset-password', { token: 'x'.repeat(43), ...newPassword });
    expect(unknownLink.json().errors).toEqual({
      token: ['The recovery link is invalid or has expired'],
    });
  });

  it('an account that had no password moves on to onboarding status 20', async () => {
    const { user } = await buildUser(t.ctx, { status: 10, passwordHash: null });
    const { token } = await requestReset(String(user.email));
    const response = await post('reset-password', { token, ...newPassword });
    expect(response.json().data.user.status).toBe(20);
    const stored = await usersRepository(t.ctx.db).findById(user.id);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });
});

describe('a completed reset and the sign-in lockout', () => {
  it('lifts the lockout of the account at the address the reset came from', async () => {
    const { user } = await buildUser(t.ctx);
    const email = String(user.email);
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await post('login', { email, password: 'wrong-password' }, ip)).statusCode).toBe(422);
    }
    expect((await post('login', { email, password: DEFAULT_PASSWORD }, ip)).statusCode).toBe(429);
    const { token } = await requestReset(email);
    expect((await post('reset-password', { token, ...newPassword }, ip)).statusCode).toBe(200);
    expect((await post('login', { email, password: NEW_PASSWORD }, ip)).statusCode).toBe(200);
  });
});

describe('POST /spa/api/v1/auth/logout', () => {
  it('revokes the current session only; its token then answers 401', async () => {
    const { user, token } = await buildUser(t.ctx);
    const second = await signIn(String(user.email));
    const response = await logout(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: null, errors: {} });
    const again = await logout(token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ success: false, code: 'unauthorized' });
    expect((await logout(second)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/spa/api/v1/auth/logout' });
    expect(response.statusCode).toBe(401);
  });
});
