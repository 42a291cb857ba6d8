/** Languages of the interface. */

export const LANGUAGES = ['ru', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

/** Supported list when the domain configuration gives none. */
export const DEFAULT_SUPPORTED_LANGUAGES: readonly Language[] = ['en', 'ru'];

export const LANGUAGE_CODES = { ru: 'ru-RU', en: 'en-US', es: 'es-ES' } as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[Language];
export const LANGUAGE_NATIVE_NAMES = { ru: 'Русский', en: 'English', es: 'Español' } as const;
