import { describe, expect, it } from 'vitest';
import { apiRuntimeCaching } from './offline-cache-rule';

const ORIGIN = 'https://learn.example.com';
/** What the worker asks the rule for a request of the page at ORIGIN. */
const matches = (href: string) => {
  const url = new URL(href, ORIGIN);
  // The fetch event is not read by the rule.
  return apiRuntimeCaching.urlPattern({
    url,
    sameOrigin: url.origin === ORIGIN,
    request: new Request(url),
  } as Parameters<typeof apiRuntimeCaching.urlPattern>[0]);
};

describe("the service worker's API cache rule", () => {
  it('keeps answers for 86400 s (spec section 9), at most 300, only successful ones', () => {
    expect(apiRuntimeCaching.options.expiration).toEqual({
      maxAgeSeconds: 86_400,
      maxEntries: 300,
    });
    expect(apiRuntimeCaching.options.cacheableResponse).toEqual({ statuses: [200] });
    expect(apiRuntimeCaching.options.cacheName).toBe('api-get');
    // The network first: an online screen always shows fresh data.
    expect(apiRuntimeCaching.handler).toBe('NetworkFirst');
  });

  it('caches only GETs of our own /spa/ API', () => {
    expect(apiRuntimeCaching.method).toBe('GET');
    expect(matches('/spa/api/v1/user-course-streams?expand=course')).toBe(true);
    expect(matches('/spa/v2/course/search')).toBe(true);
    for (const other of [
      '/files/avatars/1.png',
      '/media/lessons/5/video.m3u8',
      '/home',
      '/v/assets/index.js',
      '/api/spa/user',
      'https://cdn.example.net/spa/api/v1/user',
    ]) {
      expect([other, matches(other)]).toEqual([other, false]);
    }
  });

  it('is self-contained, as the worker gets it serialized', () => {
    const source = apiRuntimeCaching.urlPattern.toString();
    // Only its parameters and literals: no constant or import from outside its body.
    expect(source).toMatch(/sameOrigin && url\.pathname\.startsWith\(['"]\/spa\/['"]\)/);
    const revived = new Function(`return (${source})`)() as typeof apiRuntimeCaching.urlPattern;
    expect(revived({ url: new URL('/spa/api/v1/user', ORIGIN), sameOrigin: true } as never)).toBe(
      true,
    );
  });
});
