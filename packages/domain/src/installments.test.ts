import { describe, expect, it } from 'vitest';
import { COURSE_INSTALLMENTS } from './constants/payments';
import { installmentSchedule } from './installments';

const DAY = 24 * 60 * 60 * 1000;

describe('installmentSchedule', () => {
  it('splits a price into parts that add up to it exactly, the leftover kopecks first', () => {
    const parts = installmentSchedule(299_000, COURSE_INSTALLMENTS, 0);
    expect(parts.map((part) => part.amount)).toEqual([99_667, 99_667, 99_666]);
    expect(parts.reduce((sum, part) => sum + part.amount, 0)).toBe(299_000);
    expect(installmentSchedule(300_000, COURSE_INSTALLMENTS, 0).map((p) => p.amount)).toEqual([
      100_000, 100_000, 100_000,
    ]);
  });

  it('dates the first part at the start and the others every interval from it', () => {
    const start = Date.UTC(2026, 0, 5, 9);
    const parts = installmentSchedule(299_000, COURSE_INSTALLMENTS, start);
    expect(parts.map((part) => part.number)).toEqual([1, 2, 3]);
    expect(parts.map((part) => part.dueAt)).toEqual([start, start + 10 * DAY, start + 20 * DAY]);
  });

  it('counts monthly parts from the first, a missing day becoming the month end', () => {
    const start = Date.UTC(2026, 0, 31);
    const parts = installmentSchedule(1000, { parts: 3, period: 'month', interval: 1 }, start);
    expect(parts.map((part) => new Date(part.dueAt).toISOString().slice(0, 10))).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
    ]);
  });

  it('refuses a price smaller than a kopeck a part', () => {
    expect(() => installmentSchedule(2, COURSE_INSTALLMENTS, 0)).toThrow();
    expect(() => installmentSchedule(10.5, COURSE_INSTALLMENTS, 0)).toThrow();
  });
});
