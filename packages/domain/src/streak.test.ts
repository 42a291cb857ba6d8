import { describe, expect, it } from 'vitest';
import { dayStreak } from './streak';

describe('the day streak', () => {
  it('counts consecutive days with study up to today', () => {
    expect(dayStreak(['2026-05-08', '2026-05-09', '2026-05-10'], '2026-05-10')).toEqual({
      days: 3,
      studiedToday: true,
      forgivenDates: [],
    });
  });

  it('is not broken by today not studied yet', () => {
    expect(dayStreak(['2026-05-08', '2026-05-09'], '2026-05-10')).toEqual({
      days: 2,
      studiedToday: false,
      forgivenDates: [],
    });
  });

  it('is zero without study yesterday or the day before', () => {
    expect(dayStreak(['2026-05-07'], '2026-05-10').days).toBe(0);
    expect(dayStreak([], '2026-05-10').days).toBe(0);
  });

  it('forgives one missed day, which is not counted', () => {
    expect(dayStreak(['2026-05-07', '2026-05-08', '2026-05-10'], '2026-05-10')).toEqual({
      days: 3,
      studiedToday: true,
      forgivenDates: ['2026-05-09'],
    });
    // Yesterday missed, today not studied yet: the day before keeps the streak.
    expect(dayStreak(['2026-05-07', '2026-05-08'], '2026-05-10')).toEqual({
      days: 2,
      studiedToday: false,
      forgivenDates: ['2026-05-09'],
    });
  });

  it('does not forgive two missed days in a row', () => {
    expect(dayStreak(['2026-05-06', '2026-05-07', '2026-05-10'], '2026-05-10').days).toBe(1);
  });

  it('forgives at most one day a week: a second miss within seven days ends the streak', () => {
    // Misses on the 9th and the 5th (four days apart): the streak stops at the 5th.
    const dates = [
      '2026-05-03',
      '2026-05-04',
      '2026-05-06',
      '2026-05-07',
      '2026-05-08',
      '2026-05-10',
    ];
    expect(dayStreak(dates, '2026-05-10')).toEqual({
      days: 4,
      studiedToday: true,
      forgivenDates: ['2026-05-09'],
    });
  });

  it('forgives again a week later', () => {
    // Misses on the 16th and the 9th, exactly seven days apart.
    const dates = ['2026-05-07', '2026-05-08'];
    for (let day = 10; day <= 17; day++) if (day !== 16) dates.push(`2026-05-${day}`);
    expect(dayStreak(dates, '2026-05-17')).toEqual({
      days: 9,
      studiedToday: true,
      forgivenDates: ['2026-05-16', '2026-05-09'],
    });
  });

  it('counts a date once however many lessons were finished on it', () => {
    expect(dayStreak(['2026-05-10', '2026-05-10', '2026-05-09'], '2026-05-10').days).toBe(2);
  });
});
