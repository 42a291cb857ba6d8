import { describe, expect, it } from 'vitest';
import { dateEntryMask, dateEntryOf, parseDateEntry, startOfDay } from './date-entry';

const NEW_YEAR_EVE = { year: 1990, month: 12, day: 31 };

describe('dates typed in the interface language', () => {
  it.each([
    ['ru', '31.12.1990', '99.99.9999'],
    ['en', '12/31/1990', '99/99/9999'],
    ['es', '31/12/1990', '99/99/9999'],
  ])('%s writes and reads %s (mask %s)', (language, text, mask) => {
    expect(dateEntryOf(NEW_YEAR_EVE, language)).toBe(text);
    expect(parseDateEntry(text, language)).toEqual(NEW_YEAR_EVE);
    expect(dateEntryMask(language)).toBe(mask);
  });

  it('reads the day and the month in the order of the language', () => {
    expect(parseDateEntry('02/01/2025', 'en')).toEqual({ year: 2025, month: 2, day: 1 });
    expect(parseDateEntry('02/01/2025', 'es')).toEqual({ year: 2025, month: 1, day: 2 });
  });

  it('refuses another language’s format, unfinished dates and loose digits', () => {
    expect(parseDateEntry('31.12.1990', 'en')).toBe('wrongFormat');
    expect(parseDateEntry('12/31/1990', 'ru')).toBe('wrongFormat');
    expect(parseDateEntry('31.12.90', 'ru')).toBe('wrongFormat');
    expect(parseDateEntry('1.2.1990', 'ru')).toBe('wrongFormat');
    expect(parseDateEntry('', 'ru')).toBe('wrongFormat');
  });

  it('refuses days that do not exist, leap years counted', () => {
    expect(parseDateEntry('29.02.2023', 'ru')).toBe('notExist');
    expect(parseDateEntry('29.02.2024', 'ru')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDateEntry('13/01/2025', 'en')).toBe('notExist');
    expect(parseDateEntry('00/01/2025', 'es')).toBe('notExist');
    expect(parseDateEntry('31/04/2025', 'es')).toBe('notExist');
  });

  it('falls back to the default language’s format for an unknown one', () => {
    expect(parseDateEntry('31.12.1990', 'de')).toEqual(NEW_YEAR_EVE);
  });

  it('starts a day at its local midnight', () => {
    const start = new Date(startOfDay(NEW_YEAR_EVE));
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours()]).toEqual([
      1990, 11, 31, 0,
    ]);
  });
});
