import { crossedProgressMarks } from '@platform/domain/statistics';

/**
 * Media time between two `timeupdate` events that still counts as watching. Browsers fire the
 * event every 15–250 ms, slower in a background tab; a longer step is a jump (a seek the
 * `seeking` event did not announce), not viewing.
 */
const MAX_STEP_S = 4;

export type WatchSnapshot = { viewedMs: number; plays: number };

/**
 * What a learner actually watched of one lesson during one visit: the media time played
 * (seeking does not count), the plays started (the first one and each one after the end) and
 * the progress marks passed while playing, each reported once per play.
 */
export function createWatchTracker() {
  let viewedMs = 0;
  let plays = 0;
  let playUnderWay = false;
  /** Where counting resumes; null right after a jump. */
  let lastTime: number | null = null;
  let lastPercent = 0;
  const reported = new Set<number>();

  const percentOf = (time: number, duration: number) =>
    duration > 0 ? Math.min(100, (time / duration) * 100) : 0;

  return {
    /** A `play` event; answers whether it starts a new play (not a resume after a pause). */
    play(time: number, duration: number): boolean {
      lastTime = time;
      if (playUnderWay) return false;
      playUnderWay = true;
      plays += 1;
      reported.clear();
      lastPercent = percentOf(time, duration);
      return true;
    },

    /** A `timeupdate` event; answers the progress marks first passed by this step. */
    progress(time: number, duration: number): number[] {
      const step = lastTime === null ? null : time - lastTime;
      const percent = percentOf(time, duration);
      const previousPercent = lastPercent;
      lastTime = time;
      lastPercent = percent;
      if (!playUnderWay || step === null || step <= 0 || step > MAX_STEP_S) return [];
      viewedMs += Math.round(step * 1000);
      const marks = crossedProgressMarks(previousPercent, percent).filter(
        (mark) => !reported.has(mark),
      );
      for (const mark of marks) reported.add(mark);
      return marks;
    },

    /** A `seeking` event: nothing counts until the seek lands. */
    jump(): void {
      lastTime = null;
    },

    /** A `seeked` event: counting resumes from where the seek landed, marks skipped unpassed. */
    land(time: number, duration: number): void {
      lastTime = time;
      lastPercent = percentOf(time, duration);
    },

    /** An `ended` event: the next play is a new one. */
    end(): void {
      playUnderWay = false;
      lastTime = null;
    },

    snapshot(): WatchSnapshot {
      return { viewedMs, plays };
    },
  };
}

export type WatchTracker = ReturnType<typeof createWatchTracker>;
