/** A stop this close to the end is a finished lesson: the next visit starts it again. */
export const FINISHED_MARGIN_S = 5;

/** A time inside the video: never before its start nor past its end. */
export function clampTime(time: number, durationS: number): number {
  const end = Number.isFinite(durationS) && durationS > 0 ? durationS : 0;
  return Math.min(Math.max(time, 0), end);
}

/**
 * Where a lesson opens: where the learner stopped last time (the saved statistics, so on any
 * device), or the start when it was finished (stopped within the last few seconds) or never
 * started.
 */
export function resumePosition(savedS: number, durationS: number): number {
  if (!(durationS > 0) || savedS <= 0 || savedS >= durationS - FINISHED_MARGIN_S) return 0;
  return clampTime(savedS, durationS);
}

/** A position as players show it: 3:05, or 1:02:03 past an hour. */
export function clockText(totalS: number): string {
  const whole = Math.max(0, Math.floor(totalS));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}
