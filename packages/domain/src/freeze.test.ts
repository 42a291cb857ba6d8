import { describe, expect, it } from 'vitest';
import { DAY_MS } from './constants';
import { freezeCancelProblem, freezeErrorMessage, freezeRequestProblem } from './freeze';
import { FREEZE_STATUS, type StreamFreeze } from './stream-status';

const now = Date.UTC(2025, 2, 10);
const existing: StreamFreeze = {
  status: FREEZE_STATUS.active,
  startDate: now + 10 * DAY_MS,
  endDate: now + 20 * DAY_MS,
};
const running = { status: 'started' as const, freezes: [existing] };

describe('freezeRequestProblem', () => {
  it('accepts a freeze of a running stream next to an existing one', () => {
    expect(freezeRequestProblem({ startDate: now, endDate: now + 10 * DAY_MS }, running)).toBe(
      null,
    );
    const after = { startDate: now + 20 * DAY_MS, endDate: now + 25 * DAY_MS };
    expect(freezeRequestProblem(after, running)).toBe(null);
    expect(freezeRequestProblem(after, { ...running, status: 'freeze' })).toBe(null);
  });

  it('needs the end after the start', () => {
    expect(freezeRequestProblem({ startDate: now, endDate: now }, running)).toBe('endBeforeStart');
    expect(freezeRequestProblem({ startDate: now, endDate: now - 1 }, running)).toBe(
      'endBeforeStart',
    );
    expect(freezeRequestProblem({ startDate: now, endDate: Number.NaN }, running)).toBe(
      'endBeforeStart',
    );
  });

  it('refuses streams that are not running', () => {
    const request = { startDate: now, endDate: now + DAY_MS };
    expect(freezeRequestProblem(request, { status: 'not_started', freezes: [] })).toBe(
      'streamNotStarted',
    );
    expect(freezeRequestProblem(request, { status: 'ended', freezes: [] })).toBe('streamEnded');
    expect(freezeRequestProblem(request, { status: 'stopped', freezes: [] })).toBe('streamStopped');
  });

  it('refuses dates overlapping a freeze that is not canceled', () => {
    const overlapping = { startDate: now + 19 * DAY_MS, endDate: now + 21 * DAY_MS };
    expect(freezeRequestProblem(overlapping, running)).toBe('overlapping');
    const inside = { startDate: now + 12 * DAY_MS, endDate: now + 13 * DAY_MS };
    expect(freezeRequestProblem(inside, running)).toBe('overlapping');
    const canceled = { ...existing, status: FREEZE_STATUS.canceled };
    expect(freezeRequestProblem(overlapping, { ...running, freezes: [canceled] })).toBe(null);
  });
});

describe('freezeCancelProblem', () => {
  it('cancels a freeze that is not canceled and not over', () => {
    expect(freezeCancelProblem(existing, now)).toBe(null);
    expect(freezeCancelProblem({ ...existing, status: FREEZE_STATUS.created }, now)).toBe(null);
  });

  it('has nothing to cancel otherwise', () => {
    expect(freezeCancelProblem(null, now)).toBe('nothingToCancel');
    expect(freezeCancelProblem({ ...existing, status: FREEZE_STATUS.canceled }, now)).toBe(
      'nothingToCancel',
    );
    expect(freezeCancelProblem(existing, existing.endDate)).toBe('nothingToCancel');
  });
});

describe('freezeErrorMessage', () => {
  it('gives the key of the code', () => {
    expect(freezeErrorMessage('overlapping')).toEqual({ key: 'learning.freezeErrors.overlapping' });
  });
});
