import {
  PUSH_PROMPT_DELAY_MS,
  PUSH_PROMPT_PAGE_VIEWS,
  QUIET_HOURS_END_MINUTE,
  QUIET_HOURS_START_MINUTE,
  REMINDER_FALLBACK_TIME_ZONE,
  REMINDER_TIMES_PER_DAY_MAX,
} from './constants/reminders';
import { DAY_MS } from './constants/time';
import type { Message } from './message';
import { instantOf, isoWeekday, isTimeZone, localDateTime } from './video-consultations';

/**
 * A learner's reminder schedule: ISO weekday ('1' Monday … '7' Sunday) → local times 'HH:MM' in
 * the learner's time zone. Time zone arithmetic is that of video consultations (Intl only), so
 * reminders keep their local time across daylight saving changes.
 */
export type RepeatDays = Record<string, readonly string[]>;

export type ScheduleErrorCode = 'weekday' | 'time' | 'quietHours' | 'tooMany';
export interface ScheduleProblem {
  weekday: string;
  /** The time at fault; absent for a weekday's own problem. */
  time?: string;
  code: ScheduleErrorCode;
}

const WEEKDAY = /^[1-7]$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The translated text of a problem (i18n reminders.errors.*). */
export function scheduleProblemMessage(problem: ScheduleProblem): Message {
  return {
    key: `reminders.errors.${problem.code}`,
    params: {
      weekday: problem.weekday,
      time: problem.time ?? '',
      max: REMINDER_TIMES_PER_DAY_MAX,
    },
  };
}

/** The zone a learner's times are read in: the profile's, else the fallback. */
export function reminderTimeZone(profileZone: string | null | undefined): string {
  return profileZone && isTimeZone(profileZone) ? profileZone : REMINDER_FALLBACK_TIME_ZONE;
}

/** Midnight of a local date in a zone (ms). */
export function startOfLocalDate(date: string, timeZone: string): number {
  return instantOf(date, 0, timeZone);
}

/** Minutes from local midnight of a valid 'HH:MM'. */
export function minuteOfTime(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export function isQuietMinute(minute: number): boolean {
  return minute >= QUIET_HOURS_START_MINUTE || minute < QUIET_HOURS_END_MINUTE;
}

/** Everything wrong with a schedule: weekdays outside 1–7, impossible times (24:00, 9:5, 12:60),
 * times in the quiet hours, more times a day than allowed. Empty when it can be saved. */
export function scheduleProblems(repeatDays: RepeatDays): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  for (const [weekday, times] of Object.entries(repeatDays)) {
    if (!WEEKDAY.test(weekday)) {
      problems.push({ weekday, code: 'weekday' });
      continue;
    }
    if (new Set(times).size > REMINDER_TIMES_PER_DAY_MAX)
      problems.push({ weekday, code: 'tooMany' });
    for (const time of times) {
      if (!TIME.test(time)) problems.push({ weekday, time, code: 'time' });
      else if (isQuietMinute(minuteOfTime(time)))
        problems.push({ weekday, time, code: 'quietHours' });
    }
  }
  return problems;
}

/** A valid schedule as stored: weekdays in order, each with its times sorted and once, days
 * without times left out. */
export function normalizeRepeatDays(repeatDays: RepeatDays): Record<string, string[]> {
  const normalized: Record<string, string[]> = {};
  for (const weekday of Object.keys(repeatDays).sort()) {
    const times = [...new Set(repeatDays[weekday])].sort();
    if (times.length > 0) normalized[weekday] = times;
  }
  return normalized;
}

/** The first reminder instant (ms) strictly after `after`, or null for an empty schedule. A
 * time the clocks skip (spring forward) rings at the moment after the gap; a time they show twice
 * (fall back) rings once, the first time. */
export function nextReminderAt(
  repeatDays: RepeatDays,
  timeZone: string,
  after: number,
): number | null {
  const today = Date.parse(`${localDateTime(after, timeZone).date}T00:00:00Z`);
  // Eight local days: today's remaining times, then a full week.
  for (let offset = 0; offset <= 7; offset++) {
    const date = new Date(today + offset * DAY_MS).toISOString().slice(0, 10);
    const times = [...(repeatDays[String(isoWeekday(date))] ?? [])].sort();
    for (const time of times) {
      const at = instantOf(date, minuteOfTime(time), timeZone);
      if (at > after) return at;
    }
  }
  return null;
}

/** The learner's local date (YYYY-MM-DD) of an instant. */
export function localDate(instant: number, timeZone: string): string {
  return localDateTime(instant, timeZone).date;
}

/** The push prompt's rule (spec: delays 1000 page views, 100000 ms): offered only when the
 * browser has not been asked yet, never after the learner declined it here, and only after both
 * that many page views and that long since the first one. */
export function isPushPromptDue(state: {
  permission: 'default' | 'granted' | 'denied';
  dismissed: boolean;
  pageViews: number;
  sinceFirstViewMs: number;
}): boolean {
  return (
    state.permission === 'default' &&
    !state.dismissed &&
    state.pageViews >= PUSH_PROMPT_PAGE_VIEWS &&
    state.sinceFirstViewMs >= PUSH_PROMPT_DELAY_MS
  );
}
