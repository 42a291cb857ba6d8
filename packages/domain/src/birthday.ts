import { BIRTHDAY_MIN_YEAR } from './constants/profile';
import type { Message } from './message';

export const BIRTHDAY_ERROR_CODES = ['wrongFormat', 'notExist', 'tooOld', 'inFuture'] as const;
export type BirthdayErrorCode = (typeof BIRTHDAY_ERROR_CODES)[number];

type CalendarDate = { year: number; month: number; day: number };

const BIRTHDAY_PATTERN = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The 'birthday' form rule: DD.MM.YYYY (exactly 10 characters), a real date, from 1900 on and
 * not after today. `now` is read in local time, since a birthday is a calendar date of the
 * user's own calendar. Empty is fine: whether the field is required is another rule.
 */
export function checkBirthday(value: string, now: Date = new Date()): BirthdayErrorCode | null {
  if (value === '') return null;
  const date = parseBirthday(value);
  if (typeof date === 'string') return date;
  if (date.year < BIRTHDAY_MIN_YEAR) return 'tooOld';
  if (toIso(date) > toIso(localDate(now))) return 'inFuture';
  return null;
}

/** '31.12.1990' → '1990-12-31'; null when the value is not an existing date. */
export function birthdayToIso(value: string): string | null {
  const date = parseBirthday(value);
  return typeof date === 'string' ? null : toIso(date);
}

/** '1990-12-31' → '31.12.1990'; null when the value is not an existing date. */
export function isoToBirthday(iso: string): string | null {
  const date = parseDate(ISO_PATTERN.exec(iso), [1, 2, 3]);
  if (date === null || !exists(date)) return null;
  return `${pad(date.day, 2)}.${pad(date.month, 2)}.${pad(date.year, 4)}`;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function birthdayErrorMessage(code: BirthdayErrorCode): Message {
  const key = `validation.birthday.${code}`;
  return code === 'tooOld' ? { key, params: { minYear: BIRTHDAY_MIN_YEAR } } : { key };
}

function parseBirthday(value: string): CalendarDate | 'wrongFormat' | 'notExist' {
  const date = parseDate(BIRTHDAY_PATTERN.exec(value), [3, 2, 1]);
  if (date === null) return 'wrongFormat';
  return exists(date) ? date : 'notExist';
}

/** The group numbers say which match groups hold the year, month and day. */
function parseDate(
  match: RegExpExecArray | null,
  [yearGroup, monthGroup, dayGroup]: readonly [number, number, number],
): CalendarDate | null {
  if (match === null) return null;
  return {
    year: Number(match[yearGroup]),
    month: Number(match[monthGroup]),
    day: Number(match[dayGroup]),
  };
}

function exists({ year, month, day }: CalendarDate): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function localDate(now: Date): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** Zero-padded, so ISO strings also compare chronologically. */
function toIso({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
