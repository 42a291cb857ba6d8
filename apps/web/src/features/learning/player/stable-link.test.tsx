import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasExpired, useStableLink, withoutGrant } from './stable-link';

const NOW = Date.UTC(2026, 10, 25, 12);
const grant = (expiresMs: number) => `${Math.floor(expiresMs / 1000)}.${'a'.repeat(43)}`;
const later = grant(NOW + 4 * 3600_000);
const laterStill = grant(NOW + 5 * 3600_000);

describe('signed media links', () => {
  // The hook reads the clock: pin it, or the grants above end once the real day passes NOW.
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names the file whatever the grant', () => {
    expect(withoutGrant(`/media/${later}/demo-1/index.m3u8`)).toBe('/media/demo-1/index.m3u8');
    expect(withoutGrant('https://cdn.example.com/v.mp4')).toBe('https://cdn.example.com/v.mp4');
  });

  it('knows when a grant has ended', () => {
    expect(hasExpired(`/media/${later}/demo-1/video.mp4`, NOW)).toBe(false);
    expect(hasExpired(`/media/${grant(NOW)}/demo-1/video.mp4`, NOW)).toBe(true);
    expect(hasExpired('https://cdn.example.com/v.mp4', NOW)).toBe(false);
  });

  it('keeps the link in use for the same file under a newer grant, takes another file', () => {
    const { result, rerender } = renderHook(({ url }) => useStableLink(url), {
      initialProps: { url: `/media/${later}/demo-1/index.m3u8` as string | null },
    });
    rerender({ url: `/media/${laterStill}/demo-1/index.m3u8` });
    expect(result.current).toBe(`/media/${later}/demo-1/index.m3u8`);
    rerender({ url: `/media/${laterStill}/demo-2/index.m3u8` });
    expect(result.current).toBe(`/media/${laterStill}/demo-2/index.m3u8`);
    rerender({ url: null });
    expect(result.current).toBeNull();
  });

  it('takes the new link once the kept grant has ended', () => {
    const ended = `/media/${grant(Date.now() - 1000)}/demo-1/video.mp4`;
    const fresh = `/media/${grant(Math.ceil(Date.now() / 1000) * 1000 + 3600_000)}/demo-1/video.mp4`;
    const { result, rerender } = renderHook(({ url }) => useStableLink(url), {
      initialProps: { url: ended },
    });
    rerender({ url: fresh });
    expect(result.current).toBe(fresh);
  });
});
