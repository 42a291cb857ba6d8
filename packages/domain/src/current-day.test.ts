import { describe, expect, it } from 'vitest';
import { currentTrainingDay, type TrainingDayState } from './current-day';

type Day = TrainingDayState & { id: number };
const day = (id: number, state: Partial<TrainingDayState> = {}): Day => ({
  id,
  started: false,
  finished: false,
  dayOfRest: false,
  locked: false,
  ...state,
});
const currentOf = (days: Day[]) => currentTrainingDay(days, (each) => each)?.id;

describe('currentTrainingDay', () => {
  it('is the first day of a stream nobody has started', () => {
    expect(currentOf([day(1), day(2)])).toBe(1);
  });

  it('is the next day after the finished ones', () => {
    expect(currentOf([day(1, { started: true, finished: true }), day(2), day(3)])).toBe(2);
  });

  it('prefers a started and unfinished day, even after a day left open before it', () => {
    expect(currentOf([day(1), day(2, { started: true })])).toBe(2);
    expect(currentOf([day(1, { started: true }), day(2, { started: true })])).toBe(1);
  });

  it('skips rest days and locked days when looking for the next one', () => {
    expect(currentOf([day(1, { dayOfRest: true }), day(2, { locked: true }), day(3)])).toBe(3);
  });

  it('keeps a started day current even if it is locked or a rest day now', () => {
    expect(currentOf([day(1), day(2, { started: true, locked: true })])).toBe(2);
    expect(currentOf([day(1), day(2, { started: true, dayOfRest: true })])).toBe(2);
  });

  it('is none when every day is finished or closed', () => {
    expect(currentOf([])).toBeUndefined();
    expect(
      currentOf([day(1, { started: true, finished: true }), day(2, { locked: true })]),
    ).toBeUndefined();
  });
});
