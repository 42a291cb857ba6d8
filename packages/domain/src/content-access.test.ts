import { describe, expect, it } from 'vitest';
import { DAY_MS } from './constants/time';
import {
  areDocumentsOpen,
  bestLessonAccess,
  contentClosedBy,
  contentClosedNotice,
  lessonAccess,
} from './content-access';
import { FREEZE_STATUS, STREAM_STATUSES } from './stream-status';

const paid = { isDemo: false, courseFullAccess: false };
const demo = { isDemo: true, courseFullAccess: false };
const openDay = { isDemoAccessible: true, isOpenByTimeDelay: true };
const demoHiddenDay = { isDemoAccessible: false, isOpenByTimeDelay: true };

describe('contentClosedBy', () => {
  it('opens content only while the stream runs; frozen streams are closed too', () => {
    expect(STREAM_STATUSES.map((status) => [status, contentClosedBy(status)])).toEqual([
      ['not_started', 'not_started'],
      ['started', null],
      ['ended', 'ended'],
      ['freeze', 'freeze'],
      ['stopped', 'stopped'],
    ]);
  });
});

describe('lessonAccess', () => {
  it('plays a day of a running stream', () => {
    expect(lessonAccess({ ...paid, status: 'started' }, openDay)).toBe('open');
    expect(lessonAccess({ ...paid, status: 'started' }, demoHiddenDay)).toBe('open');
  });

  it.each(['not_started', 'ended', 'freeze', 'stopped'] as const)(
    'closes every day of a %s stream',
    (status) => {
      expect(lessonAccess({ ...paid, status }, openDay)).toBe('closed');
    },
  );

  it('a restricted demo stream locks the days the demo rules lock, runs or not', () => {
    expect(lessonAccess({ ...demo, status: 'started' }, demoHiddenDay)).toBe('locked');
    expect(lessonAccess({ ...demo, status: 'ended' }, demoHiddenDay)).toBe('locked');
    expect(lessonAccess({ ...demo, status: 'started' }, openDay)).toBe('open');
    expect(lessonAccess({ ...demo, status: 'ended' }, openDay)).toBe('closed');
  });
});

describe('bestLessonAccess', () => {
  it('takes the most open of the streams, locked without any', () => {
    expect(bestLessonAccess([])).toBe('locked');
    expect(bestLessonAccess(['locked', 'closed'])).toBe('closed');
    expect(bestLessonAccess(['closed', 'open', 'locked'])).toBe('open');
  });
});

describe('areDocumentsOpen', () => {
  const keeps = { isDemoDocumentsAccessible: false };
  const opens = { isDemoDocumentsAccessible: true };

  it('opens documents while a stream runs, closes them otherwise', () => {
    expect(areDocumentsOpen([{ ...paid, status: 'started' }], keeps)).toBe(true);
    expect(areDocumentsOpen([{ ...paid, status: 'ended' }], opens)).toBe(false);
    expect(areDocumentsOpen([{ ...paid, status: 'freeze' }], opens)).toBe(false);
    expect(areDocumentsOpen([], opens)).toBe(false);
  });

  it('a running restricted demo gets them only where the course opens them to demos', () => {
    expect(areDocumentsOpen([{ ...demo, status: 'started' }], keeps)).toBe(false);
    expect(areDocumentsOpen([{ ...demo, status: 'started' }], opens)).toBe(true);
    expect(
      areDocumentsOpen(
        [
          { ...demo, status: 'started' },
          { ...paid, status: 'started' },
        ],
        keeps,
      ),
    ).toBe(true);
  });
});

describe('contentClosedNotice', () => {
  const now = Date.UTC(2026, 10, 25, 12);
  const base = {
    startDate: now - 10 * DAY_MS,
    endDate: now + 20 * DAY_MS,
    freeze: null,
    stoppedAt: null,
  };

  it('is null while the stream runs', () => {
    expect(contentClosedNotice({ ...base, status: 'started' }, now)).toBeNull();
  });

  it('a stream not started yet names its start', () => {
    const startDate = now + 3 * DAY_MS;
    expect(contentClosedNotice({ ...base, startDate, status: 'not_started' }, now)).toEqual({
      reason: 'not_started',
      date: startDate,
    });
  });

  it('an ended stream names its end', () => {
    const endDate = now - DAY_MS;
    expect(contentClosedNotice({ ...base, endDate, status: 'ended' }, now)).toEqual({
      reason: 'ended',
      date: endDate,
    });
  });

  it('a frozen stream names the end of its freeze', () => {
    const freeze = {
      status: FREEZE_STATUS.active,
      startDate: now - DAY_MS,
      endDate: now + 5 * DAY_MS,
    };
    expect(contentClosedNotice({ ...base, freeze, status: 'freeze' }, now)).toEqual({
      reason: 'freeze',
      date: freeze.endDate,
    });
  });

  it('a stopped stream names when access stopped (now if unknown)', () => {
    const stoppedAt = now - 2 * DAY_MS;
    expect(contentClosedNotice({ ...base, stoppedAt, status: 'stopped' }, now)).toEqual({
      reason: 'stopped',
      date: stoppedAt,
    });
    expect(contentClosedNotice({ ...base, status: 'stopped' }, now)?.date).toBe(now);
  });
});
