import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../lib/cookie-storage';
import {
  changeLanguage,
  currentLanguageSources,
  reloadForLanguage,
  resolveLanguage,
} from './language';

const none = { query: null, stored: null, configured: null, reloaded: false };

afterEach(() => vi.unstubAllGlobals());

describe('language resolution (spec section 4)', () => {
  it('prefers the lang query, then the stored choice, then the domain default, then ru', () => {
    expect(resolveLanguage({ query: 'es', stored: 'en', configured: 'ru', reloaded: false })).toBe(
      'es',
    );
    expect(resolveLanguage({ ...none, stored: 'en', configured: 'es' })).toBe('en');
    expect(resolveLanguage({ ...none, configured: 'es' })).toBe('es');
    expect(resolveLanguage(none)).toBe('ru');
  });

  it('skips values the product does not speak', () => {
    expect(resolveLanguage({ ...none, query: 'de', stored: 'fr', configured: 'en' })).toBe('en');
  });

  it('lets the new choice beat an old lang query after the prompted reload', () => {
    expect(resolveLanguage({ query: 'en', stored: 'es', configured: 'ru', reloaded: true })).toBe(
      'es',
    );
  });
});

describe('language change', () => {
  it('stores the choice in local storage and a cookie', async () => {
    await changeLanguage('en');
    expect(window.localStorage.getItem('learning-platform.lang')).toBe('en');
    expect(readCookie('learning-platform.lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await changeLanguage('ru');
  });

  it('refuses a language the product does not speak', async () => {
    await expect(changeLanguage('de')).rejects.toThrow('Unsupported language: de');
  });

  it('marks the reload it asks for, and the marker is read once', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, search: '?lang=en' });
    reloadForLanguage();
    expect(reload).toHaveBeenCalledOnce();
    expect(currentLanguageSources('ru').reloaded).toBe(true);
    expect(currentLanguageSources('ru').reloaded).toBe(false);
  });
});
