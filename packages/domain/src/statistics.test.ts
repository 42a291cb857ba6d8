import { describe, expect, it } from 'vitest';
import {
  crossedProgressMarks,
  isLessonWatched,
  STATISTICS_FAILED_MESSAGE,
  shouldSaveLessonStat,
  wholeViewedHours,
} from './statistics';

describe('shouldSaveLessonStat', () => {
  it('needs 2000 ms viewed', () => {
    expect(shouldSaveLessonStat({ viewedMs: 1999, videoEnded: false, enabled: true })).toBe(false);
    expect(shouldSaveLessonStat({ viewedMs: 2000, videoEnded: false, enabled: true })).toBe(true);
  });

  it('needs 30000 ms viewed once the video ended', () => {
    expect(shouldSaveLessonStat({ viewedMs: 29_999, videoEnded: true, enabled: true })).toBe(false);
    expect(shouldSaveLessonStat({ viewedMs: 30_000, videoEnded: true, enabled: true })).toBe(true);
  });

  it('uses the thresholds a brand configures instead', () => {
    const thresholds = { minViewedMs: 5000, minViewedEndedMs: 10_000 };
    const check = (viewedMs: number, videoEnded: boolean) =>
      shouldSaveLessonStat({ viewedMs, videoEnded, enabled: true }, thresholds);
    expect(check(4999, false)).toBe(false);
    expect(check(5000, false)).toBe(true);
    expect(check(9999, true)).toBe(false);
    expect(check(10_000, true)).toBe(true);
  });

  it('saves nothing when the check is disabled', () => {
    expect(shouldSaveLessonStat({ viewedMs: 60_000, videoEnded: false, enabled: false })).toBe(
      false,
    );
  });
});

describe('isLessonWatched', () => {
  it('is watched once any viewing is saved, and not before', () => {
    expect(isLessonWatched(0)).toBe(false);
    expect(isLessonWatched(1)).toBe(true);
    expect(isLessonWatched(3600)).toBe(true);
  });
});

describe('wholeViewedHours', () => {
  it('counts whole hours, rounded down', () => {
    expect(wholeViewedHours(0)).toBe(0);
    expect(wholeViewedHours(3599)).toBe(0);
    expect(wholeViewedHours(3600)).toBe(1);
    expect(wholeViewedHours(10_799)).toBe(2);
    expect(wholeViewedHours(10_800)).toBe(3);
  });
});

describe('crossedProgressMarks', () => {
  it('reports the marks passed, the previous one excluded and the current one included', () => {
    expect(crossedProgressMarks(0, 10)).toEqual([10]);
    expect(crossedProgressMarks(10, 24)).toEqual([]);
    expect(crossedProgressMarks(9, 60)).toEqual([10, 25, 50]);
    expect(crossedProgressMarks(50, 100)).toEqual([75]);
  });

  it('reports nothing when seeking back or standing still', () => {
    expect(crossedProgressMarks(80, 20)).toEqual([]);
    expect(crossedProgressMarks(25, 25)).toEqual([]);
  });
});

describe('STATISTICS_FAILED_MESSAGE', () => {
  it('is the learning key', () => {
    expect(STATISTICS_FAILED_MESSAGE).toEqual({ key: 'learning.statisticsFailed' });
  });
});
