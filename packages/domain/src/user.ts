import { LANGUAGE_CODES, LANGUAGES, type Language, type LanguageCode } from './constants/languages';

export type UserNameFields = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
};

/** First name plus last name; the e-mail when the user has no name yet. */
export function displayName({ firstName, lastName, email }: UserNameFields): string {
  const name = [firstName, lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? (email?.trim() ?? '') : name;
}

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((lang) => lang === value);
}

/** 'ru' → 'ru-RU', the locale sent to the server as language_code. */
export function languageCodeOf(lang: Language): LanguageCode {
  return LANGUAGE_CODES[lang];
}

/** 'es-ES', 'es_MX' or 'ES' → 'es': the primary subtag decides; null when unsupported. */
export function langOfLanguageCode(code: string): Language | null {
  const primary = code.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(primary) ? primary : null;
}
