import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../lib/cookie-storage';
import { changeLanguage, currentLanguageSources, reloadForLanguage } from './language';

afterEach(() => vi.unstubAllGlobals());

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
