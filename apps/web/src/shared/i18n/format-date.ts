import { LANGUAGE_CODES } from '@platform/domain/constants/languages';
import { SECOND_MS } from '@platform/domain/constants/time';
import { isLanguage } from '@platform/domain/user';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from './intl-formats';

/** Intl's locale of one of our languages; undefined (the browser's own) for any other. */
export function localeOf(language: string): string | undefined {
  return isLanguage(language) ? LANGUAGE_CODES[language] : undefined;
}

/** localeOf the active language. */
export function useLocale(): string | undefined {
  return localeOf(useTranslation().i18n.language);
}

/** A day with its month in words: every date shown on a screen is written so, in the interface
 * language (dates typed into a form use the numeric form of date-entry.ts). */
const LONG_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** A day as the reader's language writes it: 5 мая 2025 г., May 5, 2025, 5 de mayo de 2025. */
export function formatDate(epochMs: number, language: string): string {
  return dateTimeFormat(localeOf(language), LONG_DAY).format(epochMs);
}

/** formatDate in the active language. */
export function useFormatDate(): (epochMs: number) => string {
  const { i18n } = useTranslation();
  return (epochMs) => formatDate(epochMs, i18n.language);
}

/** A wire instant (seconds) written for a screen, with its ISO form for <time dateTime>. */
export type FormatDateTime = (seconds: number) => { text: string; iso: string };

/** A wire instant (seconds) as a date and time in the active language (a medium date and a short
 * time unless told otherwise, in the browser's zone unless `timeZone` names one), with its ISO
 * form for <time dateTime>. */
export function useDateTime(
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): FormatDateTime {
  const format = dateTimeFormat(useLocale(), options);
  return (seconds) => {
    const at = seconds * SECOND_MS;
    return { text: format.format(at), iso: new Date(at).toISOString() };
  };
}

/** Two days as one span, the parts they share written once: 1 мая – 30 июня 2026 г.,
 * May 1 – June 30, 2026. Given the wrong way round, the earlier still comes first. */
export function formatDateRange(startMs: number, endMs: number, language: string): string {
  return dateTimeFormat(localeOf(language), LONG_DAY).formatRange(
    Math.min(startMs, endMs),
    Math.max(startMs, endMs),
  );
}

/** formatDateRange in the active language. */
export function useFormatDateRange(): (startMs: number, endMs: number) => string {
  const { i18n } = useTranslation();
  return (startMs, endMs) => formatDateRange(startMs, endMs, i18n.language);
}
