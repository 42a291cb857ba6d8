import { MIN_VIEWED_ENDED_MS, MIN_VIEWED_MS, VIDEO_PROGRESS_MARKS } from './constants/learning';
import { HOUR_S } from './constants/time';
import type { Message } from './message';

export { MIN_VIEWED_ENDED_MS, MIN_VIEWED_MS, VIDEO_PROGRESS_MARKS };

/** A lesson statistic is worth sending once enough was watched; the check can be switched off. */
/** The viewing a statistic needs; a brand's configuration may set its own. */
export interface StatThresholds {
  minViewedMs: number;
  minViewedEndedMs: number;
}

export const DEFAULT_STAT_THRESHOLDS: StatThresholds = {
  minViewedMs: MIN_VIEWED_MS,
  minViewedEndedMs: MIN_VIEWED_ENDED_MS,
};

export function shouldSaveLessonStat(
  input: { viewedMs: number; videoEnded: boolean; enabled: boolean },
  thresholds: StatThresholds = DEFAULT_STAT_THRESHOLDS,
): boolean {
  const threshold = input.videoEnded ? thresholds.minViewedEndedMs : thresholds.minViewedMs;
  return input.enabled && input.viewedMs >= threshold;
}

/** A lesson is watched once any viewing of it is saved: a statistic is saved only past the
 * viewing threshold (shouldSaveLessonStat), so saved seconds above this mean a real viewing. */
export const WATCHED_ABOVE_VIEWED_SECONDS = 0;

export function isLessonWatched(viewedSeconds: number): boolean {
  return viewedSeconds > WATCHED_ABOVE_VIEWED_SECONDS;
}

/** The learner's viewed time (the sum of their lessons' viewed seconds) in whole hours, rounded
 * down: the profile's viewed_hours says an hour once a full hour was watched. */
export function wholeViewedHours(viewedSeconds: number): number {
  return Math.floor(Math.max(0, viewedSeconds) / HOUR_S);
}

/** Marks passed when playback moved from one percent to another; seeking back passes none. */
export function crossedProgressMarks(previousPercent: number, currentPercent: number): number[] {
  return VIDEO_PROGRESS_MARKS.filter((mark) => previousPercent < mark && mark <= currentPercent);
}

/** Reported when a lesson statistic cannot be tied to a day status (no dayStatusId). */
export const STATISTICS_FAILED_MESSAGE: Message = { key: 'learning.statisticsFailed' };
