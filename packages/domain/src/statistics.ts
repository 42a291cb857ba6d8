import { MIN_VIEWED_ENDED_MS, MIN_VIEWED_MS, VIDEO_PROGRESS_MARKS } from './constants';
import type { Message } from './message';

export { MIN_VIEWED_ENDED_MS, MIN_VIEWED_MS, VIDEO_PROGRESS_MARKS };

/** A lesson statistic is worth sending once enough was watched; the check can be switched off. */
export function shouldSaveLessonStat(input: {
  viewedMs: number;
  videoEnded: boolean;
  enabled: boolean;
}): boolean {
  const threshold = input.videoEnded ? MIN_VIEWED_ENDED_MS : MIN_VIEWED_MS;
  return input.enabled && input.viewedMs >= threshold;
}

/** Marks passed when playback moved from one percent to another; seeking back passes none. */
export function crossedProgressMarks(previousPercent: number, currentPercent: number): number[] {
  return VIDEO_PROGRESS_MARKS.filter((mark) => previousPercent < mark && mark <= currentPercent);
}

/** Reported when a lesson statistic cannot be tied to a day status (no dayStatusId). */
export const STATISTICS_FAILED_MESSAGE: Message = { key: 'learning.statisticsFailed' };
