import { SECOND_MS } from '@platform/domain/constants/time';
import { type CalendarDay, startOfDay } from '../../shared/i18n/date-entry';

/** A freeze starts and ends at the start of a day (in the user's time zone): the day as the
 * freeze call's seconds. */
export function freezeSecondsOf(day: CalendarDay): number {
  return Math.floor(startOfDay(day) / SECOND_MS);
}
