import { describe, expect, it } from 'vitest';
import { DAY_MS } from './constants/time';
import {
  FREEZE_MAX_DAYS,
  freezeCancelProblem,
  freezeErrorField,
  freezeErrorMessage,
  freezeRequestProblem,
} from './freeze';
import { FREEZE_STATUS, type StreamFreeze } from './stream-status';

const now = Date.UTC(2025, 2, 10);
const existing: StreamFreeze = {
  status: FREEZE_STATUS.active,
  startDate: now + 10 * DAY_MS,
  endDate: now + 20 * DAY_MS,
};
const notDemo = { isDemo: false, courseFullAccess: false };
const running = { ...notDemo, status: 'started' as const, freezes: [existing] };

describe('freezeRequestProblem', () => {
  it('accepts a freeze of a running stream next to an existing one', () => {
    expect(freezeRequestProblem({ startDate: now, endDate: now + 10 * DAY_MS }, running, now)).toBe(
      null,
    );
    const after = { startDate: now + 20 * DAY_MS, endDate: now + 25 * DAY_MS };
    expect(freezeRequestProblem(after, running, now)).toBe(null);
    expect(freezeRequestProblem(after, { ...running, status: 'freeze' }, now)).toBe(null);
  });

  it('needs the end after the start', () => {
    expect(freezeRequestProblem({ startDate: now, endDate: now }, running, now)).toBe(
      'endBeforeStart',
    );
    expect(freezeRequestProblem({ startDate: now, endDate: now - 1 }, running, now)).toBe(
      'endBeforeStart',
    );
    expect(freezeRequestProblem({ startDate: now, endDate: Number.NaN }, running, now)).toBe(
      'endBeforeStart',
    );
  });

  it('refuses streams that are not running', () => {
    const request = { startDate: now, endDate: now + DAY_MS };
    expect(
      freezeRequestProblem(request, { ...notDemo, status: 'not_started', freezes: [] }, now),
    ).toBe('streamNotStarted');
    expect(freezeRequestProblem(request, { ...notDemo, status: 'ended', freezes: [] }, now)).toBe(
      'streamEnded',
    );
    expect(freezeRequestProblem(request, { ...notDemo, status: 'stopped', freezes: [] }, now)).toBe(
      'streamStopped',
    );
  });

  it('refuses a demo without full access, not a demo bought in full', () => {
    const request = { startDate: now, endDate: now + DAY_MS };
    const demo = { ...running, isDemo: true, courseFullAccess: false };
    expect(freezeRequestProblem(request, demo, now)).toBe('streamDemo');
    expect(freezeRequestProblem(request, { ...demo, courseFullAccess: true }, now)).toBe(null);
  });

  it('refuses a start before today in any time zone, and accepts today', () => {
    const request = (startDate: number) => ({ startDate, endDate: now + 5 * DAY_MS });
    expect(freezeRequestProblem(request(now - DAY_MS - 1), running, now)).toBe('startInPast');
    expect(freezeRequestProblem(request(now - 2 * DAY_MS), running, now)).toBe('startInPast');
    expect(freezeRequestProblem(request(now - DAY_MS), running, now)).toBe(null);
    expect(freezeRequestProblem(request(now - 10 * 3_600_000), running, now)).toBe(null);
  });

  it('allows 30 days at once and refuses a longer freeze', () => {
    expect(FREEZE_MAX_DAYS).toBe(30);
    const lasting = (days: number) => ({ startDate: now, endDate: now + days * DAY_MS });
    const free = { ...running, freezes: [] };
    expect(freezeRequestProblem(lasting(30), free, now)).toBe(null);
    expect(
      freezeRequestProblem({ ...lasting(30), endDate: now + 30 * DAY_MS + 1 }, free, now),
    ).toBe('tooLong');
    expect(freezeRequestProblem(lasting(31), free, now)).toBe('tooLong');
  });

  it('reports the first problem: the start, then the order of the dates, then the stream', () => {
    const past = { startDate: now - 3 * DAY_MS, endDate: now - 4 * DAY_MS };
    expect(freezeRequestProblem(past, { ...notDemo, status: 'ended', freezes: [] }, now)).toBe(
      'startInPast',
    );
    const backwards = { startDate: now, endDate: now - 1 };
    expect(freezeRequestProblem(backwards, { ...notDemo, status: 'ended', freezes: [] }, now)).toBe(
      'endBeforeStart',
    );
    const long = { startDate: now + 5 * DAY_MS, endDate: now + 50 * DAY_MS };
    expect(freezeRequestProblem(long, running, now)).toBe('overlapping');
  });

  it('refuses dates overlapping a freeze that is not canceled', () => {
    const overlapping = { startDate: now + 19 * DAY_MS, endDate: now + 21 * DAY_MS };
    expect(freezeRequestProblem(overlapping, running, now)).toBe('overlapping');
    const inside = { startDate: now + 12 * DAY_MS, endDate: now + 13 * DAY_MS };
    expect(freezeRequestProblem(inside, running, now)).toBe('overlapping');
    const canceled = { ...existing, status: FREEZE_STATUS.canceled };
    expect(freezeRequestProblem(overlapping, { ...running, freezes: [canceled] }, now)).toBe(null);
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
  it('gives the key of the code, with the limit for tooLong', () => {
    expect(freezeErrorMessage('overlapping')).toEqual({ key: 'learning.freezeErrors.overlapping' });
    expect(freezeErrorMessage('tooLong')).toEqual({
      key: 'learning.freezeErrors.tooLong',
      params: { max: 30 },
    });
  });
});

describe('freezeErrorField', () => {
  it('puts date problems under their field and stream problems under none', () => {
    expect(freezeErrorField('startInPast')).toBe('start_date');
    expect(freezeErrorField('overlapping')).toBe('start_date');
    expect(freezeErrorField('endBeforeStart')).toBe('end_date');
    expect(freezeErrorField('tooLong')).toBe('end_date');
    expect(freezeErrorField('streamEnded')).toBe(null);
    expect(freezeErrorField('nothingToCancel')).toBe(null);
  });
});
