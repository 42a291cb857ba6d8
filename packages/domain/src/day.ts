import type { Message } from './message';

/** incorrectlyFilled is for course data the learner cannot fix (a day without its parts). */
export const DAY_ERROR_CODES = ['locked', 'notStarted', 'incorrectlyFilled'] as const;
export type DayErrorCode = (typeof DAY_ERROR_CODES)[number];

export type DayAction = 'start' | 'finish';

/** A day is started, then finished; a locked day (see demo-access) can do neither. */
export function dayActionProblem(
  action: DayAction,
  day: { locked: boolean; started: boolean },
): 'locked' | 'notStarted' | null {
  if (day.locked) return 'locked';
  if (action === 'finish' && !day.started) return 'notStarted';
  return null;
}

export function dayErrorMessage(code: DayErrorCode): Message {
  return { key: `learning.dayErrors.${code}` };
}
