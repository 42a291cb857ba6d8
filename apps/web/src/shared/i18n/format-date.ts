import { LANGUAGE_CODES } from '@platform/domain/constants/languages';
import { SECOND_MS } from '@platform/domain/constants/time';
import { isLanguage } from '@platform/domain/user';
import { useTranslation } from 'react-i18next';

/** Intl's locale of one of our languages; undefined (the browser's own) for any other. */
export function localeOf(language: string): string | undefined {
  return isLanguage(language) ? LANGUAGE_CODES[language] : undefined;
}

/** localeOf the active language. */
export function useLocale(): string | undefined {
  return localeOf(useTranslation().i18n.language);
}

/** A day as the reader's language writes it: 5 мая 2025 г., May 5, 2025, 5 de mayo de 2025. */
export function formatDate(epochMs: number, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(epochMs);
}

/** formatDate in the active language. */
export function useFormatDate(): (epochMs: number) => string {
  const { i18n } = useTranslation();
  return (epochMs) => formatDate(epochMs, i18n.language);
}

/** A wire instant (seconds) as a date and time in the active language (a medium date and a short
 * time unless told otherwise, in the browser's zone unless `timeZone` names one), with its ISO
 * form for <time dateTime>. */
export function useDateTime(
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): (seconds: number) => { text: string; iso: string } {
  const format = new Intl.DateTimeFormat(useLocale(), options);
  return (seconds) => {
    const at = seconds * SECOND_MS;
    return { text: format.format(at), iso: new Date(at).toISOString() };
  };
}
