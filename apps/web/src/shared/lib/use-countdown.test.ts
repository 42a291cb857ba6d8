import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('is at 0 until started', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.secondsLeft).toBe(0);
  });

  it('counts down once a second to 0 and stops there', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(3));
    expect(result.current.secondsLeft).toBe(3);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.secondsLeft).toBe(3);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.secondsLeft).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.secondsLeft).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('starts over when started again', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(2));
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.start(60));
    expect(result.current.secondsLeft).toBe(60);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(59);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('shows the true time left when ticks came late (a throttled background tab)', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    // The clock moves on 30 s while no tick ran; the next tick reads the clock.
    act(() => {
      vi.setSystemTime(Date.now() + 30_000);
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.secondsLeft).toBe(29);
  });

  it('stops ticking when unmounted', () => {
    const { result, unmount } = renderHook(() => useCountdown());
    act(() => result.current.start(10));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
