import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from './constants/time';
import {
  CHAT_STREAM_STATUS_ORDER,
  compareByStreamStatus,
  deriveStreamStatus,
  FREEZE_STATUS,
  FREEZE_STATUS_NAMES,
  freezeStatusAt,
  freezeStatusOfName,
  isFreezeInEffect,
  type StreamFreeze,
  type StreamStatus,
  type StreamStatusMessageInput,
  streamStatusMessage,
  streamStatusName,
  streamStatusText,
} from './stream-status';

const now = Date.UTC(2025, 2, 10, 12);
const frozen: StreamFreeze = {
  status: FREEZE_STATUS.active,
  startDate: now - DAY_MS,
  endDate: now + 5 * DAY_MS,
};

describe('freeze status', () => {
  it('maps the server numbers to names', () => {
    expect(FREEZE_STATUS).toEqual({ created: 0, active: 1, canceled: 2 });
    expect(FREEZE_STATUS_NAMES).toEqual({ 0: 'Created', 1: 'Active', 2: 'Canceled' });
  });

  it('reads the wire names back as the numbers', () => {
    expect(freezeStatusOfName('Created')).toBe(FREEZE_STATUS.created);
    expect(freezeStatusOfName('Active')).toBe(FREEZE_STATUS.active);
    expect(freezeStatusOfName('Canceled')).toBe(FREEZE_STATUS.canceled);
  });

  it('is Active from its start, Created before it, Canceled whatever the dates', () => {
    const created = { status: FREEZE_STATUS.created, startDate: now };
    expect(freezeStatusAt(created, now - 1)).toBe(FREEZE_STATUS.created);
    expect(freezeStatusAt(created, now)).toBe(FREEZE_STATUS.active);
    expect(freezeStatusAt({ ...created, status: FREEZE_STATUS.active }, now - 1)).toBe(
      FREEZE_STATUS.created,
    );
    expect(freezeStatusAt({ ...created, status: FREEZE_STATUS.canceled }, now + 1)).toBe(
      FREEZE_STATUS.canceled,
    );
  });

  it('is in effect from its start (inclusive) to its end (exclusive)', () => {
    expect(isFreezeInEffect(frozen, now)).toBe(true);
    expect(isFreezeInEffect(frozen, frozen.startDate)).toBe(true);
    expect(isFreezeInEffect(frozen, frozen.startDate - 1)).toBe(false);
    expect(isFreezeInEffect(frozen, frozen.endDate)).toBe(false);
    expect(isFreezeInEffect({ ...frozen, status: FREEZE_STATUS.created }, now)).toBe(true);
  });

  it('is not in effect when canceled or absent', () => {
    expect(isFreezeInEffect({ ...frozen, status: FREEZE_STATUS.canceled }, now)).toBe(false);
    expect(isFreezeInEffect(null, now)).toBe(false);
  });
});

describe('deriveStreamStatus', () => {
  const stream = {
    startDate: now - 10 * DAY_MS,
    endDate: now + 20 * DAY_MS,
    isOptionalPurchase: false,
    freeze: null,
    hasCoveringSubscription: false,
  };

  it('is started between start (inclusive) and end, ended from the end on', () => {
    expect(deriveStreamStatus(stream, now)).toBe('started');
    expect(deriveStreamStatus(stream, stream.startDate)).toBe('started');
    expect(deriveStreamStatus(stream, stream.endDate)).toBe('ended');
  });

  it('is not_started before the start', () => {
    expect(deriveStreamStatus(stream, stream.startDate - 1)).toBe('not_started');
  });

  it('puts a freeze in effect first', () => {
    expect(deriveStreamStatus({ ...stream, freeze: frozen }, now)).toBe('freeze');
    const optional = { ...stream, isOptionalPurchase: true, freeze: frozen };
    expect(deriveStreamStatus(optional, now)).toBe('freeze');
    const canceled = { ...frozen, status: FREEZE_STATUS.canceled };
    expect(deriveStreamStatus({ ...stream, freeze: canceled }, now)).toBe('started');
  });

  it('stops an optional-purchase stream without a covering subscription, whatever its end', () => {
    const optional = { ...stream, isOptionalPurchase: true };
    expect(deriveStreamStatus(optional, now)).toBe('stopped');
    expect(deriveStreamStatus({ ...optional, hasCoveringSubscription: true }, now)).toBe('started');
    const pastEnd = { ...optional, hasCoveringSubscription: true, endDate: now - DAY_MS };
    expect(deriveStreamStatus(pastEnd, now)).toBe('started');
    expect(deriveStreamStatus(optional, stream.startDate - 1)).toBe('not_started');
  });
});

describe('streamStatusMessage', () => {
  const input: StreamStatusMessageInput = {
    status: 'started',
    startDate: now - 10 * DAY_MS,
    endDate: now + 20 * DAY_MS,
    freeze: null,
    accessEndsAt: null,
    stoppedAt: null,
  };

  it('counts the days before the start, rounding up', () => {
    const message = { ...input, status: 'not_started' as const, startDate: now + 2 * DAY_MS + 1 };
    expect(streamStatusMessage(message, now)).toEqual({ kind: 'startsIn', days: 3 });
    const inAnHour = { ...message, startDate: now + HOUR_MS };
    expect(streamStatusMessage(inAnHour, now)).toEqual({ kind: 'startsIn', days: 1 });
  });

  it('gives the end of an active freeze', () => {
    expect(streamStatusMessage({ ...input, status: 'freeze', freeze: frozen }, now)).toEqual({
      kind: 'frozenUntil',
      date: frozen.endDate,
    });
  });

  it('counts days left when the freeze status has no active freeze', () => {
    const canceled = { ...frozen, status: FREEZE_STATUS.canceled };
    expect(streamStatusMessage({ ...input, status: 'freeze', freeze: canceled }, now)).toEqual({
      kind: 'daysLeft',
      days: 20,
    });
  });

  it('gives the date access stopped, today when unknown', () => {
    const stoppedAt = now - 3 * DAY_MS;
    expect(streamStatusMessage({ ...input, status: 'stopped', stoppedAt }, now)).toEqual({
      kind: 'stoppedOn',
      date: stoppedAt,
    });
    expect(streamStatusMessage({ ...input, status: 'stopped' }, now)).toEqual({
      kind: 'stoppedOn',
      date: now,
    });
  });

  it('gives the end date of an ended stream', () => {
    const ended = { ...input, status: 'ended' as const, endDate: now - DAY_MS };
    expect(streamStatusMessage(ended, now)).toEqual({ kind: 'endedOn', date: now - DAY_MS });
  });

  it('counts days until access ends, else until the course ends, never below 0', () => {
    expect(streamStatusMessage(input, now)).toEqual({ kind: 'daysLeft', days: 20 });
    const access = { ...input, accessEndsAt: now + 4 * DAY_MS - HOUR_MS };
    expect(streamStatusMessage(access, now)).toEqual({ kind: 'daysLeft', days: 4 });
    const past = { ...input, accessEndsAt: now - DAY_MS };
    expect(streamStatusMessage(past, now)).toEqual({ kind: 'daysLeft', days: 0 });
  });
});

describe('streamStatusText', () => {
  const formatDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

  it('passes day counts as the plural count', () => {
    expect(streamStatusText({ kind: 'daysLeft', days: 5 }, formatDate)).toEqual({
      key: 'learning.streamStatusMessage.daysLeft',
      params: { count: 5 },
    });
    expect(streamStatusText({ kind: 'startsIn', days: 1 }, formatDate)).toEqual({
      key: 'learning.streamStatusMessage.startsIn',
      params: { count: 1 },
    });
  });

  it('passes dates formatted by the caller', () => {
    expect(streamStatusText({ kind: 'endedOn', date: now }, formatDate)).toEqual({
      key: 'learning.streamStatusMessage.endedOn',
      params: { date: '2025-03-10' },
    });
  });

  it('names a status', () => {
    expect(streamStatusName('not_started')).toEqual({ key: 'learning.streamStatus.not_started' });
  });
});

describe('compareByStreamStatus', () => {
  it('orders open, not started, freeze, stopped, ended', () => {
    const statuses: StreamStatus[] = ['ended', 'stopped', 'started', 'freeze', 'not_started'];
    expect([...statuses].sort(compareByStreamStatus)).toEqual([
      'started',
      'not_started',
      'freeze',
      'stopped',
      'ended',
    ]);
    expect(CHAT_STREAM_STATUS_ORDER).toHaveLength(5);
    expect(compareByStreamStatus('freeze', 'freeze')).toBe(0);
  });
});
