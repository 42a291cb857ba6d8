/** Reminders, streaks and the push prompt (issue 13; values the spec leaves open are ours, see
 * docs/decisions.md). */

/** Weekdays of a schedule: ISO numbers, 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Reminder times one weekday may hold. */
export const REMINDER_TIMES_PER_DAY_MAX = 6;
/** Quiet hours, local minutes from midnight: no reminder time may fall in [start, 24:00) or
 * [00:00, end). */
export const QUIET_HOURS_START_MINUTE = 23 * 60;
export const QUIET_HOURS_END_MINUTE = 6 * 60;
/** A reminder found later than this past its time (the servers were down) is skipped: a nudge to
 * study arriving hours late is noise; the next time in the schedule follows. */
export const REMINDER_LATE_TOLERANCE_S = 30 * 60;
/** The learner's clock when their profile has no time zone. */
export const REMINDER_FALLBACK_TIME_ZONE = 'Europe/Moscow';
/** Forgiven missed days of a streak lie at least this many days apart (one a week). */
export const STREAK_FORGIVE_EVERY_DAYS = 7;
/** How far back a streak is counted. */
export const STREAK_LOOKBACK_DAYS = 400;
/** The push prompt appears only after this many page views and this long on the site (spec,
 * accounts-and-shell section 8). */
export const PUSH_PROMPT_PAGE_VIEWS = 1000;
export const PUSH_PROMPT_DELAY_MS = 100_000;
