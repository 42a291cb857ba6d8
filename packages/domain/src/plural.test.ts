import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './constants/time';
import { daysLeft, pickPlural, pluralForm, splitDuration } from './plural';

describe('pluralForm', () => {
  it.each([
    [1, 'one'],
    [21, 'one'],
    [101, 'one'],
    [2, 'few'],
    [4, 'few'],
    [22, 'few'],
    [0, 'many'],
    [5, 'many'],
    [11, 'many'],
    [12, 'many'],
    [14, 'many'],
    [111, 'many'],
    [1.5, 'few'],
  ] as const)('ru %d → %s', (n, form) => {
    expect(pluralForm(n, 'ru')).toBe(form);
  });

  it.each(['en', 'es'] as const)('%s has one and many', (lang) => {
    expect([1, 0, 2, 5, 21].map((n) => pluralForm(n, lang))).toEqual([
      'one',
      'many',
      'many',
      'many',
      'many',
    ]);
  });
});

describe('pickPlural', () => {
  it('picks the form for the number', () => {
    const hours = { one: 'час', few: 'часа', many: 'часов' };
    expect([1, 3, 5].map((n) => `${n} ${pickPlural(n, 'ru', hours)}`)).toEqual([
      '1 час',
      '3 часа',
      '5 часов',
    ]);
  });
});

describe('splitDuration', () => {
  it('splits into hours and minutes', () => {
    expect(splitDuration(2 * HOUR_MS + 5 * MINUTE_MS)).toEqual({ hours: 2, minutes: 5 });
    expect(splitDuration(45 * MINUTE_MS)).toEqual({ hours: 0, minutes: 45 });
  });

  it('rounds to the nearest minute', () => {
    expect(splitDuration(4 * MINUTE_MS + 45_000)).toEqual({ hours: 0, minutes: 5 });
    expect(splitDuration(59 * MINUTE_MS + 40_000)).toEqual({ hours: 1, minutes: 0 });
    expect(splitDuration(29_000)).toEqual({ hours: 0, minutes: 0 });
  });

  it('treats negative and non-finite input as 0', () => {
    expect(splitDuration(-MINUTE_MS)).toEqual({ hours: 0, minutes: 0 });
    expect(splitDuration(Number.NaN)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe('daysLeft', () => {
  const start = Date.UTC(2025, 0, 1);

  it('rounds a started day up', () => {
    expect(daysLeft(start, start + DAY_MS)).toBe(1);
    expect(daysLeft(start, start + DAY_MS + 1)).toBe(2);
    expect(daysLeft(start, start + 1)).toBe(1);
  });

  it('is 0 once the moment has passed', () => {
    expect(daysLeft(start, start)).toBe(0);
    expect(daysLeft(start, start - 3 * DAY_MS)).toBe(0);
  });
});
