import { DAY_MS } from '@platform/domain/constants/time';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterQrModalClosed,
  isQrModalDue,
  parseQrModalState,
  type QrModalState,
  qrModalStorage,
} from './qr-schedule';

const START = new Date('2026-03-01T09:00:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

/** Closes the modal now and returns the new state. */
function close(state: QrModalState): QrModalState {
  return afterQrModalClosed(state, Date.now());
}

describe('QR modal schedule (spec 000 section 4)', () => {
  it('is due when it never showed', () => {
    expect(isQrModalDue(qrModalStorage.read(), Date.now())).toBe(true);
  });

  it('reappears a day after the first close', () => {
    const state = close(qrModalStorage.read());
    expect(state).toEqual({ closes: 1, nextShowAt: START.getTime() + DAY_MS });
    vi.advanceTimersByTime(DAY_MS - 1);
    expect(isQrModalDue(state, Date.now())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isQrModalDue(state, Date.now())).toBe(true);
  });

  it('waits 3 days after the second close and starts counting again', () => {
    let state = close(qrModalStorage.read());
    vi.advanceTimersByTime(DAY_MS);
    state = close(state);
    expect(state).toEqual({ closes: 0, nextShowAt: Date.now() + 3 * DAY_MS });
    vi.advanceTimersByTime(2 * DAY_MS);
    expect(isQrModalDue(state, Date.now())).toBe(false);
    vi.advanceTimersByTime(DAY_MS);
    expect(isQrModalDue(state, Date.now())).toBe(true);
    // The cycle starts over: one day after the next close.
    state = close(state);
    expect(state).toEqual({ closes: 1, nextShowAt: Date.now() + DAY_MS });
  });

  it('keeps its state in local storage', () => {
    qrModalStorage.write(close(qrModalStorage.read()));
    expect(qrModalStorage.read()).toEqual({ closes: 1, nextShowAt: START.getTime() + DAY_MS });
  });

  it('treats unreadable stored state as never shown', () => {
    for (const raw of ['{', 'null', '"x"', '{"closes":-1,"nextShowAt":"soon"}']) {
      expect(parseQrModalState(raw)).toEqual({ closes: 0, nextShowAt: null });
    }
  });
});
