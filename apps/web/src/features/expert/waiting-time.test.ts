import { DAY_MS, HOUR_MS, MINUTE_MS } from '@platform/domain/constants/time';
import { describe, expect, it } from 'vitest';
import { waitedSince } from './waiting-time';

const NOW = Date.UTC(2026, 10, 25, 12);

describe('waitedSince', () => {
  it('reads under a minute, and a time in the future, as less than a minute', () => {
    expect(waitedSince(NOW - 59_999, NOW)).toEqual({ unit: 'lessThanMinute' });
    expect(waitedSince(NOW + MINUTE_MS, NOW)).toEqual({ unit: 'lessThanMinute' });
  });

  it('counts whole minutes, then hours, then days', () => {
    expect(waitedSince(NOW - MINUTE_MS, NOW)).toEqual({ unit: 'minutes', count: 1 });
    expect(waitedSince(NOW - HOUR_MS + 1, NOW)).toEqual({ unit: 'minutes', count: 59 });
    expect(waitedSince(NOW - HOUR_MS, NOW)).toEqual({ unit: 'hours', count: 1 });
    expect(waitedSince(NOW - DAY_MS + 1, NOW)).toEqual({ unit: 'hours', count: 23 });
    expect(waitedSince(NOW - 3 * DAY_MS - HOUR_MS, NOW)).toEqual({ unit: 'days', count: 3 });
  });
});
