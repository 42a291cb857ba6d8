import { describe, expect, it } from 'vitest';
import { displayName, isLanguage, langOfLanguageCode, languageCodeOf } from './user';

describe('displayName', () => {
  it('joins first and last name', () => {
    expect(displayName({ firstName: 'Anna', lastName: 'Ivanova', email: 'a@x.ru' })).toBe(
      'Anna Ivanova',
    );
  });

  it('uses whichever name part exists', () => {
    expect(displayName({ firstName: 'Anna', lastName: null, email: 'a@x.ru' })).toBe('Anna');
    expect(displayName({ firstName: ' ', lastName: 'Ivanova' })).toBe('Ivanova');
  });

  it('falls back to the e-mail, then to an empty string', () => {
    expect(displayName({ firstName: '', lastName: '', email: 'a@x.ru' })).toBe('a@x.ru');
    expect(displayName({})).toBe('');
  });
});

describe('languages', () => {
  it('maps languages to locale codes', () => {
    expect(languageCodeOf('ru')).toBe('ru-RU');
    expect(languageCodeOf('en')).toBe('en-US');
    expect(languageCodeOf('es')).toBe('es-ES');
  });

  it('reads the language from a locale code', () => {
    expect(langOfLanguageCode('es-ES')).toBe('es');
    expect(langOfLanguageCode('en_GB')).toBe('en');
    expect(langOfLanguageCode('RU')).toBe('ru');
    expect(langOfLanguageCode('de-DE')).toBeNull();
    expect(langOfLanguageCode('')).toBeNull();
  });

  it('recognises supported languages', () => {
    expect(isLanguage('es')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
