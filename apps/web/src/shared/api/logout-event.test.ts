import { describe, expect, it, vi } from 'vitest';
import { emitGlobalLogout, onGlobalLogout } from './logout-event';

describe('the global logout event', () => {
  it('hands a logout fired before anyone listened to the first listener, once', () => {
    emitGlobalLogout();
    const first = vi.fn();
    const stop = onGlobalLogout(first);
    expect(first).toHaveBeenCalledTimes(1);
    const second = vi.fn();
    const stopSecond = onGlobalLogout(second);
    expect(second).not.toHaveBeenCalled();
    stop();
    stopSecond();
  });

  it('tells every listener of a logout fired while they listen, and none after they stop', () => {
    const listener = vi.fn();
    const stop = onGlobalLogout(listener);
    emitGlobalLogout();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    emitGlobalLogout();
    expect(listener).toHaveBeenCalledTimes(1);
    // That logout, heard by nobody, goes to the next listener.
    const next = vi.fn();
    onGlobalLogout(next)();
    expect(next).toHaveBeenCalledTimes(1);
  });
});
