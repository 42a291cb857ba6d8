import { STREAK_FORGIVE_EVERY_DAYS } from './constants/reminders';
import { DAY_MS } from './constants/time';

/**
 * The day streak: consecutive local days on which the learner finished a lesson or a day. One
 * missed day a week is forgiven: a single day without study between two days with it keeps the
 * streak when no other forgiven day lies within the week after it (forgiven days stay at least
 * STREAK_FORGIVE_EVERY_DAYS apart). Today not studied yet does not break it: the day is not over.
 */
export interface DayStreak {
  /** Days with study in the streak (forgiven days are not counted). */
  days: number;
  studiedToday: boolean;
  /** The forgiven missed days, newest first (YYYY-MM-DD). */
  forgivenDates: string[];
}

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** `studiedDates`: the learner's local dates with study (any order, repeats allowed); `today`:
 * their local date now. */
export function dayStreak(studiedDates: readonly string[], today: string): DayStreak {
  const studied = new Set(studiedDates);
  const studiedToday = studied.has(today);
  const forgivenDates: string[] = [];
  let days = 0;
  let date = studiedToday ? today : shift(today, -1);
  for (;;) {
    if (studied.has(date)) {
      days++;
    } else {
      // The last one forgiven so far is the nearest to this day (the walk goes back in time).
      const nearestForgiven = forgivenDates.at(-1);
      const forgivable =
        studied.has(shift(date, -1)) &&
        (nearestForgiven === undefined ||
          shift(date, STREAK_FORGIVE_EVERY_DAYS) <= nearestForgiven);
      if (!forgivable) break;
      forgivenDates.push(date);
    }
    date = shift(date, -1);
  }
  return { days, studiedToday, forgivenDates };
}
