import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../lib/cookie-storage';
import { tokenStorage } from './token-storage';

afterEach(() => {
  vi.restoreAllMocks();
  tokenStorage.remove();
});

describe('token storage (spec section 9)', () => {
  it('keeps the token in local storage and a cookie under the project key', () => {
    tokenStorage.write('abc');
    expect(window.localStorage.getItem('learning-platform.token')).toBe('abc');
    expect(readCookie('learning-platform.token')).toBe('abc');
    expect(tokenStorage.read()).toBe('abc');
  });

  it('falls back to the cookie when local storage was cleared', () => {
    tokenStorage.write('abc');
    window.localStorage.clear();
    expect(tokenStorage.read()).toBe('abc');
    tokenStorage.remove();
    expect(tokenStorage.read()).toBeNull();
  });

  it('keeps the token in the cookie when local storage refuses it (full)', () => {
    vi.spyOn(window.localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    tokenStorage.write('abc');
    expect(window.localStorage.getItem('learning-platform.token')).toBeNull();
    expect(readCookie('learning-platform.token')).toBe('abc');
    expect(tokenStorage.read()).toBe('abc');
  });
});
