import { describe, expect, it } from 'vitest';
import { dayActionProblem, dayErrorMessage } from './day';

describe('dayActionProblem', () => {
  it('starts and finishes an unlocked day in order', () => {
    expect(dayActionProblem('start', { locked: false, started: false })).toBe(null);
    expect(dayActionProblem('finish', { locked: false, started: true })).toBe(null);
    expect(dayActionProblem('start', { locked: false, started: true })).toBe(null);
  });

  it('refuses to finish a day that was not started', () => {
    expect(dayActionProblem('finish', { locked: false, started: false })).toBe('notStarted');
  });

  it('refuses both on a locked day', () => {
    expect(dayActionProblem('start', { locked: true, started: false })).toBe('locked');
    expect(dayActionProblem('finish', { locked: true, started: true })).toBe('locked');
  });
});

describe('dayErrorMessage', () => {
  it('gives the key of the code', () => {
    expect(dayErrorMessage('incorrectlyFilled')).toEqual({
      key: 'learning.dayErrors.incorrectlyFilled',
    });
  });
});
