import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  checkPasswordConfirmation,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordErrorMessage,
} from './password';

describe('checkPassword', () => {
  it('has the limits of the spec', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([8, 128]);
  });

  it('accepts 8 to 128 characters', () => {
    expect(checkPassword('a'.repeat(8))).toBeNull();
    expect(checkPassword('a'.repeat(128))).toBeNull();
  });

  it('rejects shorter and longer passwords', () => {
    expect(checkPassword('')).toBe('tooShort');
    expect(checkPassword('a'.repeat(7))).toBe('tooShort');
    expect(checkPassword('a'.repeat(129))).toBe('tooLong');
  });

  it('counts an emoji as one character', () => {
    expect(checkPassword('😀'.repeat(8))).toBeNull();
    expect(checkPassword('😀'.repeat(4))).toBe('tooShort');
  });
});

describe('checkPasswordConfirmation', () => {
  it('passes identical passwords', () => {
    expect(checkPasswordConfirmation('secret123', 'secret123')).toBeNull();
  });

  it('rejects different ones with notIdentical', () => {
    expect(checkPasswordConfirmation('secret123', 'secret124')).toBe('notIdentical');
    expect(checkPasswordConfirmation('secret123', '')).toBe('notIdentical');
  });
});

describe('passwordErrorMessage', () => {
  it('gives keys with the limits', () => {
    expect(passwordErrorMessage('tooShort')).toEqual({
      key: 'validation.password.tooShort',
      params: { min: 8 },
    });
    expect(passwordErrorMessage('tooLong').params).toEqual({ max: 128 });
    expect(passwordErrorMessage('notIdentical')).toEqual({
      key: 'validation.password.notIdentical',
    });
  });
});
