import { WEEKDAYS } from '@platform/domain/constants/reminders';
import { useLocale } from '../../../shared/i18n/format-date';
import { dateTimeFormat } from '../../../shared/i18n/intl-formats';

/** ISO weekday names in the active language: 1 → 'Monday'/'Mon'. 2024-01-01 was a Monday. */
export function useWeekdayNames(width: 'long' | 'short'): (weekday: number) => string {
  const format = dateTimeFormat(useLocale(), { weekday: width, timeZone: 'UTC' });
  return (weekday) => format.format(Date.UTC(2024, 0, weekday));
}

/** The weekdays of a reminder as a phrase: every day, or their short names in order. */
export function weekdaysPhrase(
  weekdays: readonly number[],
  name: (weekday: number) => string,
  everyDay: string,
): string {
  return weekdays.length === WEEKDAYS.length ? everyDay : weekdays.map(name).join(', ');
}
