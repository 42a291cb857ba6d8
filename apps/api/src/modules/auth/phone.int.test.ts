import { phoneErrorMessage } from '@platform/domain/phone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories/users';
import { codeIn, domainText, lastMessageTo } from '../../../test/helpers/codes';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let phoneSequence = 0;
/** A distinct number per test, so per-number budgets and countdowns never meet. */
const freshPhone = () => {
  phoneSequence += 1;
  return `+7 (900) 123-${String(phoneSequence).padStart(4, '0')}`;
};
const digitsOf = (phone: string) => phone.replace(/[\s()-]/g, '');

const post = (url: string, token: string | undefined, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/spa/v2/user/${url}?lang=en`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload && { payload }),
  });

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

/** A signed-in user that has been sent a code to a new number; the code read from the SMS. */
async function sentCode(overrides: Parameters<typeof buildUser>[1] = {}) {
  const { user, token } = await buildUser(t.ctx, overrides);
  const phone = freshPhone();
  const response = await post('request-phone-otp', token, { phone });
  expect(response.statusCode).toBe(200);
  const sms = await lastMessageTo(t, digitsOf(phone));
  return { user, token, phone, sms, code: codeIn(sms.text) };
}

describe('POST /spa/v2/user/request-phone-otp', () => {
  it('sends the code by SMS to the normalized number (captured as subject SMS)', async () => {
    const { token } = await buildUser(t.ctx);
    const phone = freshPhone();
    const response = await post('request-phone-otp', token, { phone });
    expect(response.json()).toEqual({
      message: 'The code has been sent',
      data: { resendIn: 60, codeLength: 6 },
      errors: {},
    });
    const sms = await lastMessageTo(t, digitsOf(phone));
    expect(sms.subject).toBe('SMS');
    expect(sms.text).toMatch(/^Your phone verification code: \d{6}\. Valid for 10 minutes\.$/);
  });

  it('rejects a number that is not international, and an empty one', async () => {
    const { token } = await buildUser(t.ctx);
    const local = await post('request-phone-otp', token, { phone: '8 900 123 45 67' });
    expect(local.statusCode).toBe(422);
    expect(local.json()).toMatchObject({
      message: expect.stringContaining('error'),
      errors: { phone: [domainText(phoneErrorMessage('invalidFormat'))] },
    });
    const empty = await post('request-phone-otp', token, { phone: ' ' });
    expect(empty.json().errors).toEqual({ phone: ['Required field'] });
  });

  it('enforces the resend countdown per account and number', async () => {
    const { token, phone } = await sentCode();
    const early = await post('request-phone-otp', token, { phone });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('60');
    expect(early.json().errors).toEqual({ phone: ['You can request a new code in 60 s'] });
    const { token: otherUser } = await buildUser(t.ctx);
    expect((await post('request-phone-otp', otherUser, { phone })).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const response = await post('request-phone-otp', undefined, { phone: freshPhone() });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toContain('error');
  });
});

describe('POST /spa/v2/user/verify-phone', () => {
  it('stores the number as the validated phone and clears the validation request', async () => {
    const { token, phone, code } = await sentCode({ requirePhoneValidate: true });
    const response = await post('verify-phone', token, { phone, code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Phone number verified',
      errors: {},
      data: {
        user: { phone: digitsOf(phone), phoneValidated: true, requirePhoneValidate: false },
      },
    });
    const again = await post('verify-phone', token, { phone, code });
    expect(again.json().errors).toEqual({ code: ['Wrong code'] });
  });

  it("another account cannot use someone else's code", async () => {
    const { phone, code } = await sentCode();
    const { token: intruder } = await buildUser(t.ctx);
    const response = await post('verify-phone', intruder, { phone, code });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ code: ['Wrong code'] });
  });

  it('counts wrong codes: the fifth voids it; an expired code fails', async () => {
    const first = await sentCode();
    for (let i = 0; i < 4; i += 1) {
      const wrong = await post('verify-phone', first.token, {
        phone: first.phone,
        code: otherThan(first.code),
      });
      expect(wrong.json().errors).toEqual({ code: ['Wrong code'] });
    }
    const fifth = await post('verify-phone', first.token, {
      phone: first.phone,
      code: otherThan(first.code),
    });
    expect(fifth.json().errors).toEqual({ code: ['Too many wrong attempts. Request a new code'] });
    const second = await sentCode();
    t.clock.advance(601);
    const expired = await post('verify-phone', second.token, {
      phone: second.phone,
      code: second.code,
    });
    expect(expired.json().errors).toEqual({ code: ['The code has expired. Request a new one'] });
  });

  it('validates the number and the code format', async () => {
    const { token } = await buildUser(t.ctx);
    const response = await post('verify-phone', token, { phone: '12345', code: 'abc' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ code: ['Wrong code'] });
    const badPhone = await post('verify-phone', token, { phone: '12345', code: '123456' });
    expect(badPhone.json().errors).toEqual({
      phone: [domainText(phoneErrorMessage('invalidFormat'))],
    });
  });
});

describe('POST /spa/v2/user/supress-phone-validation', () => {
  it('clears the phone validation request, with an empty body or none', async () => {
    const { token } = await buildUser(t.ctx, { requirePhoneValidate: true });
    const response = await post('supress-phone-validation', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Phone verification postponed',
      errors: {},
      data: { user: { requirePhoneValidate: false, phoneValidated: false } },
    });
    const withJson = await post('supress-phone-validation', token, {});
    expect(withJson.statusCode).toBe(200);
    const withForm = await t.app.inject({
      method: 'POST',
      url: '/spa/v2/user/supress-phone-validation',
      headers: { authorization: `Bearer ${token}` },
      payload: new FormData(),
    });
    expect(withForm.statusCode).toBe(200);
    const withField = await post('supress-phone-validation', token, { phone: '+79001234567' });
    expect(withField.statusCode).toBe(422);
  });

  it('needs a signed-in user', async () => {
    expect((await post('supress-phone-validation', undefined)).statusCode).toBe(401);
  });
});
