import { describe, expect, it } from 'vitest';
import {
  ApiError,
  errorText,
  fieldErrorText,
  firstFieldErrorText,
  NetworkError,
} from './api-error';

const t = (key: string) => `t:${key}`;

describe('ApiError', () => {
  it('says which request failed with which status', () => {
    const error = new ApiError('/spa/api/v1/user?lang=ru', 404, null);
    expect(error.message).toBe('Request /spa/api/v1/user?lang=ru failed with status 404');
  });

  it('carries the field errors and code of the body', () => {
    const error = new ApiError('/x', 422, {
      success: false,
      code: 'validation_failed',
      errors: { password: ['Неверный пароль'], junk: 'not a list' },
    });
    expect(error.fieldErrors).toEqual({ password: ['Неверный пароль'] });
    expect(error.code).toBe('validation_failed');
  });
});

describe('errorText (spec section 8)', () => {
  it('shows the message of the answer', () => {
    const error = new ApiError('/x', 422, { success: false, message: 'Проверьте данные' });
    expect(errorText(error, t)).toBe('Проверьте данные');
  });

  it('drops the "error:" marker of v2 messages', () => {
    const error = new ApiError('/x', 422, { message: 'error: Неверный код', data: null });
    expect(errorText(error, t)).toBe('Неверный код');
  });

  it('joins a JSON array of messages with "; "', () => {
    const body = [{ field: 'email', message: 'Занято' }, { message: 'Слишком часто' }, 'Ещё'];
    expect(errorText(new ApiError('/x', 422, body), t)).toBe('Занято; Слишком часто; Ещё');
  });

  it('reads an array given as the text of an error message', () => {
    expect(errorText(new Error('["Первое","Второе"]'), t)).toBe('Первое; Второе');
  });

  it('falls back to the error name and message', () => {
    const error = new ApiError('/x', 502, '<html>Bad gateway</html>');
    expect(errorText(error, t)).toBe('ApiError: Request /x failed with status 502');
    expect(errorText(new TypeError('boom'), t)).toBe('TypeError: boom');
  });

  it('says "No internet" when the server was not reached', () => {
    expect(errorText(new NetworkError('/x'), t)).toBe('t:common.errors.noInternet');
  });

  it('uses the unknown-error text for anything else', () => {
    expect(errorText('nope', t)).toBe('t:common.errors.unknown');
    expect(errorText(new Error(''), t)).toBe('t:common.errors.unknown');
  });
});

describe('field errors', () => {
  const errors = { email: ['Занято', 'Слишком длинный'], password: [], name: ['Пусто'] };

  it('joins one field’s messages with commas', () => {
    expect(fieldErrorText(errors, 'email')).toBe('Занято, Слишком длинный');
    expect(fieldErrorText(errors, 'password')).toBeUndefined();
  });

  it('shows the first field that has messages', () => {
    expect(firstFieldErrorText({ password: [], name: ['Пусто'] })).toBe('Пусто');
    expect(firstFieldErrorText({})).toBeUndefined();
  });
});
