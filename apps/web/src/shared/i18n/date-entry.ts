import { daysInMonth } from '@platform/domain/birthday';
import { DEFAULT_LANGUAGE, type Language } from '@platform/domain/constants/languages';
import { isLanguage } from '@platform/domain/user';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../forms/field-rules';

/** A day of the calendar as people type it: no time of day, no zone. */
export type CalendarDay = { year: number; month: number; day: number };
type Part = keyof CalendarDay;

/**
 * How each interface language writes a date typed into a form (the browser's locale plays no
 * part): ru DD.MM.YYYY as the spec's birthday rule, en MM/DD/YYYY as en-US writes it, es
 * DD/MM/YYYY as es-ES does. Always two digits for the day and month and four for the year, so
 * the digits alone say where each part ends.
 */
const ENTRY_FORMATS: Record<Language, { order: readonly [Part, Part, Part]; separator: string }> = {
  ru: { order: ['day', 'month', 'year'], separator: '.' },
  en: { order: ['month', 'day', 'year'], separator: '/' },
  es: { order: ['day', 'month', 'year'], separator: '/' },
};
const WIDTHS: Record<Part, number> = { day: 2, month: 2, year: 4 };

export type DateEntryProblem = 'wrongFormat' | 'notExist';

function formatOf(language: string) {
  return ENTRY_FORMATS[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}

/** The format with each part written by `write`, joined by the language's separator. */
function joinParts(language: string, write: (part: Part) => string): string {
  const { order, separator } = formatOf(language);
  return order.map(write).join(separator);
}

/** The digit mask of applyDigitMask for the language: '99.99.9999', '99/99/9999'. */
export function dateEntryMask(language: string): string {
  return joinParts(language, (part) => '9'.repeat(WIDTHS[part]));
}

/** The language's text for a day, as it is typed: 31.12.1990, 12/31/1990, 31/12/1990. */
export function dateEntryOf(date: CalendarDay, language: string): string {
  return joinParts(language, (part) => String(date[part]).padStart(WIDTHS[part], '0'));
}

/** A typed date read in the language's format: the day, or why it is none. */
export function parseDateEntry(text: string, language: string): CalendarDay | DateEntryProblem {
  const { order, separator } = formatOf(language);
  const pieces = text.trim().split(separator);
  const wellFormed =
    pieces.length === order.length &&
    order.every((part, index) => new RegExp(`^\\d{${WIDTHS[part]}}$`).test(pieces[index] ?? ''));
  if (!wellFormed) return 'wrongFormat';
  const value = (part: Part) => Number(pieces[order.indexOf(part)]);
  const date = { year: value('year'), month: value('month'), day: value('day') };
  const exists =
    date.month >= 1 &&
    date.month <= 12 &&
    date.day >= 1 &&
    date.day <= daysInMonth(date.year, date.month);
  return exists ? date : 'notExist';
}

/** The day's first instant in the user's time zone, in ms. */
export function startOfDay({ year, month, day }: CalendarDay): number {
  return new Date(year, month - 1, day).getTime();
}

/** '1990-12-31' ↔ a day; the ISO form is what other formats convert through. */
export function isoOfDay({ year, month, day }: CalendarDay): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function dayOfIso(iso: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

export type DateEntry = ReturnType<typeof dateEntry>;

/** Typing dates in `language`: the format's letters (ДД.ММ.ГГГГ, MM/DD/YYYY, DD/MM/AAAA), its
 * mask, reading and writing a day, and the translated problems. */
export function dateEntry(language: string, t: Translate) {
  const pattern = joinParts(language, (part) => t(`dateField.letters.${part}`));
  return {
    pattern,
    mask: dateEntryMask(language),
    parse: (text: string) => parseDateEntry(text, language),
    textOf: (date: CalendarDay) => dateEntryOf(date, language),
    problemText: (problem: DateEntryProblem) => t(`dateField.${problem}`, { pattern }),
  };
}

/** Typing dates in the active language (dateEntry). */
export function useDateEntry(): DateEntry {
  const { t, i18n } = useTranslation();
  return dateEntry(i18n.language, t);
}
