import { describe, expect, it } from 'vitest';
import { createWatchTracker } from './watch-tracker';

/** Playback from `from` to `to` seconds in steps of 250 ms; answers the marks passed. */
function playThrough(
  tracker: ReturnType<typeof createWatchTracker>,
  from: number,
  to: number,
  duration = 100,
) {
  const marks: number[] = [];
  for (let time = from + 0.25; time <= to; time += 0.25) {
    marks.push(...tracker.progress(time, duration));
  }
  return marks;
}

describe('watch tracker', () => {
  it('counts the media time played, not the time skipped by seeking', () => {
    const tracker = createWatchTracker();
    tracker.play(0, 100);
    playThrough(tracker, 0, 10);
    tracker.jump();
    tracker.land(60, 100);
    playThrough(tracker, 60, 62);
    expect(tracker.snapshot().viewedMs).toBe(12_000);
  });

  it('takes an unannounced jump for a seek', () => {
    const tracker = createWatchTracker();
    tracker.play(0, 100);
    tracker.progress(1, 100);
    tracker.progress(50, 100);
    expect(tracker.snapshot().viewedMs).toBe(1000);
  });

  it('counts a play at the first start and after each end, not at a resume', () => {
    const tracker = createWatchTracker();
    expect(tracker.play(0, 100)).toBe(true);
    expect(tracker.play(10, 100)).toBe(false);
    tracker.end();
    expect(tracker.play(0, 100)).toBe(true);
    expect(tracker.snapshot().plays).toBe(2);
  });

  it('passes each mark once per play, and none by seeking forward', () => {
    const tracker = createWatchTracker();
    tracker.play(0, 100);
    expect(playThrough(tracker, 0, 30)).toEqual([10, 25]);
    tracker.jump();
    tracker.land(5, 100);
    expect(playThrough(tracker, 5, 30)).toEqual([]);
    tracker.jump();
    tracker.land(60, 100);
    expect(playThrough(tracker, 60, 80)).toEqual([75]);
    tracker.end();
    tracker.play(0, 100);
    expect(playThrough(tracker, 0, 12)).toEqual([10]);
  });

  it('counts nothing before the first play', () => {
    const tracker = createWatchTracker();
    playThrough(tracker, 0, 5);
    expect(tracker.snapshot()).toEqual({ viewedMs: 0, plays: 0 });
  });
});
