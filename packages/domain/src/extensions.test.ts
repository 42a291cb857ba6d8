import { describe, expect, it } from 'vitest';
import { extendWarningDays } from './extensions';

const DAY = 24 * 60 * 60 * 1000;

describe('extendWarningDays', () => {
  const now = Date.UTC(2026, 10, 25, 12);
  it('warns from daysShowWarning days before the end, a started day counting as a day', () => {
    expect(extendWarningDays(now + 3 * DAY, now, 3)).toBe(3);
    expect(extendWarningDays(now + 2.5 * DAY, now, 3)).toBe(3);
    expect(extendWarningDays(now + 3 * DAY + 1, now, 3)).toBeNull();
    expect(extendWarningDays(now + 20 * DAY, now, 30)).toBe(20);
    expect(extendWarningDays(now + 1000, now, 3)).toBe(1);
  });
  it('falls back to 3 days and says nothing once access has ended', () => {
    expect(extendWarningDays(now + 3 * DAY, now, undefined)).toBe(3);
    expect(extendWarningDays(now + 4 * DAY, now, null)).toBeNull();
    expect(extendWarningDays(now, now, 30)).toBeNull();
  });
});
