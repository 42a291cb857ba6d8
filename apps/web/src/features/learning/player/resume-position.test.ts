import { describe, expect, it } from 'vitest';
import { clampTime, clockText, resumePosition } from './resume-position';

describe('resume position', () => {
  it('opens where the learner stopped', () => {
    expect(resumePosition(42, 600)).toBe(42);
  });

  it('starts a finished or never started lesson from zero', () => {
    expect(resumePosition(0, 600)).toBe(0);
    expect(resumePosition(596, 600)).toBe(0);
    expect(resumePosition(600, 600)).toBe(0);
    expect(resumePosition(900, 600)).toBe(0);
    expect(resumePosition(594, 600)).toBe(594);
  });

  it('starts from zero while the length is unknown', () => {
    expect(resumePosition(42, Number.NaN)).toBe(0);
    expect(resumePosition(42, 0)).toBe(0);
  });
});

describe('clampTime', () => {
  it('keeps a seek inside the video', () => {
    expect(clampTime(-3, 100)).toBe(0);
    expect(clampTime(108, 100)).toBe(100);
    expect(clampTime(50, 100)).toBe(50);
    expect(clampTime(5, Number.NaN)).toBe(0);
  });
});

describe('clockText', () => {
  it('shows minutes and seconds, hours past an hour', () => {
    expect(clockText(5)).toBe('0:05');
    expect(clockText(205.7)).toBe('3:25');
    expect(clockText(3723)).toBe('1:02:03');
  });
});
