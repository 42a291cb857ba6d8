import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './language-choice';

const none = { query: null, stored: null, configured: null, reloaded: false };

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
