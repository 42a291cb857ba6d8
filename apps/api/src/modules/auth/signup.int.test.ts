import { emailErrorMessage } from '@platform/domain/email';
import { passwordErrorMessage } from '@platform/domain/password';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand } from '../../../test/factories/brands';
import { buildUser } from '../../../test/factories/users';
import { freshIp } from '../../../test/helpers/addresses';
import { domainText } from '../../../test/helpers/codes';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (
  url: string,
  payload: Record<string, unknown> | FormData,
  options: { appId?: string; ip?: string; lang?: string; token?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/spa/api/v1/auth/${url}?lang=${options.lang ?? 'en'}`,
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      ...(options.appId && { 'x-app-id': options.appId }),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
    },
    payload,
  });

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

let emailSequence = 0;
const newEmail = () => {
  emailSequence += 1;
  return `new${emailSequence}.${Date.now()}@example.com`;
};

const signupFields = (overrides: Record<string, string> = {}) => ({
  username: 'Maria',
  email: newEmail(),
  password: 'long-enough-password',
  password_repeat: 'long-enough-password',
  timezone: 'Europe/Madrid',
  ...overrides,
});

describe('POST /spa/api/v1/auth/signup-by-email', () => {
  it('registers from a multipart form: status 20, language of the request, a working token', async () => {
    const brand = await buildBrand(t.ctx);
    const fields = signupFields({ email: `  Mixed.${newEmail()} ` });
    const response = await post('signup-by-email', form(fields), {
      appId: brand.appId,
      lang: 'es',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, errors: {} });
    expect(body.data.user).toMatchObject({
      email: fields.email.trim().toLowerCase(),
      username: 'Maria',
      timezone: 'Europe/Madrid',
      language_code: 'es-ES',
      status: 20,
    });
    const logout = await post('logout', {}, { token: body.data.token });
    expect(logout.statusCode).toBe(200);
    const login = await post('login', { email: fields.email.trim(), password: fields.password });
    expect(login.json().data.user.id).toBe(body.data.user.id);
  });

  it('accepts JSON, and the brand named by app_id in the form', async () => {
    const brand = await buildBrand(t.ctx);
    const response = await post('signup-by-email', { ...signupFields(), app_id: brand.appId });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.language_code).toBe('en-US');
  });

  it('reports every field error at once, translated by the domain rules', async () => {
    const brand = await buildBrand(t.ctx);
    const response = await post(
      'signup-by-email',
      form(signupFields({ email: 'name@example', password: 'short', password_repeat: 'other' })),
      { appId: brand.appId },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'validation_failed',
      errors: {
        email: [domainText(emailErrorMessage('format'))],
        password: [domainText(passwordErrorMessage('tooShort'))],
        password_repeat: ['Passwords must be identical.'],
      },
    });
  });

  it('rejects a password over 128 characters, an unknown time zone and unknown fields', async () => {
    const brand = await buildBrand(t.ctx);
    const long = 'x'.repeat(129);
    const tooLong = await post(
      'signup-by-email',
      signupFields({ password: long, password_repeat: long }),
      { appId: brand.appId },
    );
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({
      password: [domainText(passwordErrorMessage('tooLong'))],
    });
    const zone = await post('signup-by-email', signupFields({ timezone: 'Mars/Olympus' }), {
      appId: brand.appId,
    });
    expect(zone.json().errors).toEqual({ timezone: ['Unknown time zone'] });
    const unknown = await post('signup-by-email', signupFields({ is_admin: '1' }), {
      appId: brand.appId,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ is_admin: ['Unknown field'] });
  });

  it('a registered e-mail is 422 under email, whatever its case', async () => {
    const brand = await buildBrand(t.ctx);
    const { user } = await buildUser(t.ctx, { brandId: brand.id });
    const response = await post(
      'signup-by-email',
      signupFields({ email: String(user.email).toUpperCase() }),
      { appId: brand.appId },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['This e-mail is already registered'] });
  });

  it('answers 403 registration_disabled where the brand has registration off', async () => {
    const brand = await buildBrand(t.ctx, { config: { isRegistrationEnable: false } });
    const response = await post('signup-by-email', signupFields(), { appId: brand.appId });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'registration_disabled',
      message: 'Registration is disabled',
    });
  });

  it('an unknown brand is 400 by header and 422 under app_id by form field', async () => {
    const byHeader = await post('signup-by-email', signupFields(), { appId: 'no-such-app' });
    expect(byHeader.statusCode).toBe(400);
    expect(byHeader.json()).toMatchObject({ code: 'unknown_app', message: 'Unknown application' });
    const byField = await post('signup-by-email', { ...signupFields(), app_id: 'no-such-app' });
    expect(byField.statusCode).toBe(422);
    expect(byField.json().errors).toEqual({ app_id: ['Unknown application'] });
  });

  it('allows 20 accounts per IP per hour, then 429 with Retry-After', async () => {
    const brand = await buildBrand(t.ctx);
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      const response = await post('signup-by-email', signupFields(), { appId: brand.appId, ip });
      expect(response.statusCode).toBe(200);
    }
    const blocked = await post('signup-by-email', signupFields(), { appId: brand.appId, ip });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /spa/api/v1/auth/signup-by-app-id and login-by-app-id', () => {
  const credentials = (appId: string) => ({
    app_id: appId,
    password: 'device-password-1',
    password_repeat: 'device-password-1',
  });

  it('registers a device account, which then signs in by app id within its brand', async () => {
    const brand = await buildBrand(t.ctx);
    const signup = await post('signup-by-app-id', form(credentials('device-1')), {
      appId: brand.appId,
    });
    expect(signup.statusCode).toBe(200);
    expect(signup.json()).toMatchObject({
      success: true,
      errors: {},
      data: { user: { email: null, status: 20 } },
    });
    const login = await post(
      'login-by-app-id',
      { app_id: 'device-1', password: 'device-password-1' },
      { appId: brand.appId },
    );
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      success: true,
      errors: {},
      data: { user: { id: signup.json().data.user.id } },
    });
    expect(login.json().data.token).toMatch(/^[\w-]{43}$/);
  });

  it('the same app id is taken within a brand and free in another', async () => {
    const brand = await buildBrand(t.ctx);
    const other = await buildBrand(t.ctx);
    await post('signup-by-app-id', credentials('shared-device'), { appId: brand.appId });
    const again = await post('signup-by-app-id', credentials('shared-device'), {
      appId: brand.appId,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      app_id: ['This application id is already registered'],
    });
    const elsewhere = await post('signup-by-app-id', credentials('shared-device'), {
      appId: other.appId,
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('validates the app id format and the password pair', async () => {
    const brand = await buildBrand(t.ctx);
    const response = await post(
      'signup-by-app-id',
      { app_id: 'has spaces@x', password: 'device-password-1', password_repeat: 'different-one' },
      { appId: brand.appId, lang: 'es' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      app_id: [
        'El identificador de aplicación solo puede contener letras latinas, dígitos y . _ : - (máximo 128 caracteres)',
      ],
      password_repeat: ['Las contraseñas deben coincidir.'],
    });
  });

  it('answers 403 anon_auth_disabled for sign-up and sign-in where anonymous auth is off', async () => {
    const brand = await buildBrand(t.ctx, {
      config: { isRegistrationEnable: true, isUserAnonAuthEnable: false },
    });
    const signup = await post('signup-by-app-id', credentials('device-x'), { appId: brand.appId });
    expect(signup.statusCode).toBe(403);
    expect(signup.json()).toMatchObject({
      code: 'anon_auth_disabled',
      message: 'Anonymous sign-in is disabled',
    });
    const login = await post(
      'login-by-app-id',
      { app_id: 'device-x', password: 'device-password-1' },
      { appId: brand.appId },
    );
    expect(login.statusCode).toBe(403);
  });

  it('a wrong password and an unknown app id both fail under password', async () => {
    const brand = await buildBrand(t.ctx);
    await post('signup-by-app-id', credentials('device-2'), { appId: brand.appId });
    for (const attempt of [
      { app_id: 'device-2', password: 'wrong-password' },
      { app_id: 'device-unknown', password: 'device-password-1' },
    ]) {
      const response = await post('login-by-app-id', attempt, { appId: brand.appId });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        success: false,
        errors: { password: ['Incorrect application id or password'] },
      });
    }
  });

  it('locks an app id at one address after 10 failures with 429 and Retry-After, even for the right password; not at another', async () => {
    const brand = await buildBrand(t.ctx);
    await post('signup-by-app-id', credentials('device-3'), { appId: brand.appId });
    const ip = freshIp();
    const attempt = (password: string, from = ip) =>
      post('login-by-app-id', { app_id: 'device-3', password }, { appId: brand.appId, ip: from });
    for (let i = 0; i < 10; i += 1) expect((await attempt('wrong-password')).statusCode).toBe(422);
    const locked = await attempt('device-password-1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
    expect((await attempt('device-password-1', freshIp())).statusCode).toBe(200);
  });

  it('allows 20 failures per IP in 5 minutes across app ids', async () => {
    const brand = await buildBrand(t.ctx);
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      const response = await post(
        'login-by-app-id',
        { app_id: `nobody-${i}`, password: 'whatever-password' },
        { appId: brand.appId, ip },
      );
      expect(response.statusCode).toBe(422);
    }
    const blocked = await post(
      'login-by-app-id',
      { app_id: 'nobody-x', password: 'whatever-password' },
      { appId: brand.appId, ip },
    );
    expect(blocked.statusCode).toBe(429);
  });
});

describe('POST /spa/api/v1/auth/validate-signup-form', () => {
  it('a free, well-formed e-mail or app id answers {success: true, data: null, errors: {}}', async () => {
    const brand = await buildBrand(t.ctx);
    for (const payload of [{ email: newEmail() }, { app_id: 'free-device' }] as Record<
      string,
      string
    >[]) {
      const response = await post('validate-signup-form', form(payload), { appId: brand.appId });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: null, errors: {} });
    }
  });

  it('reports format and uniqueness under signupform-email and signupform-app_id', async () => {
    const brand = await buildBrand(t.ctx);
    const { user } = await buildUser(t.ctx, { brandId: brand.id, appId: 'taken-device' });
    const badFormat = await post(
      'validate-signup-form',
      { email: 'no-at-sign', app_id: 'bad id' },
      { appId: brand.appId },
    );
    expect(badFormat.statusCode).toBe(422);
    expect(badFormat.json().errors).toEqual({
      'signupform-email': [domainText(emailErrorMessage('noAt'))],
      'signupform-app_id': [
        'The application id may contain only Latin letters, digits and . _ : - (at most 128 characters)',
      ],
    });
    const taken = await post(
      'validate-signup-form',
      { email: String(user.email), app_id: 'taken-device' },
      { appId: brand.appId },
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({
      'signupform-email': ['This e-mail is already registered'],
      'signupform-app_id': ['This application id is already registered'],
    });
  });

  it('needs an e-mail or an app id', async () => {
    const brand = await buildBrand(t.ctx);
    const response = await post('validate-signup-form', {}, { appId: brand.appId });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ body: ['Enter an e-mail or an application id'] });
  });

  it('answers 403 where the brand offers no such sign-up', async () => {
    const brand = await buildBrand(t.ctx, { config: {} });
    const email = await post('validate-signup-form', { email: newEmail() }, { appId: brand.appId });
    expect(email.json().code).toBe('registration_disabled');
    const appId = await post('validate-signup-form', { app_id: 'dev-1' }, { appId: brand.appId });
    expect(appId.json().code).toBe('anon_auth_disabled');
  });

  it('each answer that reveals an account spends the sign-up budget of the IP', async () => {
    const brand = await buildBrand(t.ctx);
    const { user } = await buildUser(t.ctx, { brandId: brand.id });
    const ip = freshIp();
    const check = (email: string) =>
      post('validate-signup-form', { email }, { appId: brand.appId, ip });
    for (let i = 0; i < 25; i += 1) expect((await check(newEmail())).statusCode).toBe(200);
    for (let i = 0; i < 20; i += 1) expect((await check(String(user.email))).statusCode).toBe(422);
    const blocked = await check(String(user.email));
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const signup = await post('signup-by-email', signupFields(), { appId: brand.appId, ip });
    expect(signup.statusCode).toBe(429);
  });
});
