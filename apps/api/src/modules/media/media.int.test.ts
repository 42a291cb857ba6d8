import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('media', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['demo-1/index.m3u8', 'application/vnd.apple.mpegurl'],
    ['demo-1/segment-000.ts', 'video/mp2t'],
    ['demo-1/video.mp4', 'video/mp4'],
    ['demo-1/preview.jpg', 'image/jpeg'],
    ['demo-1/ru.vtt', 'text/vtt; charset=utf-8'],
  ])('serves /media/%s as %s without sign-in, cached for long', async (file, type) => {
    const response = await t.app.inject({ method: 'GET', url: `/media/${file}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000');
    expect(response.rawPayload.length).toBeGreaterThan(0);
  });

  it('answers byte ranges, so that players can seek', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/media/demo-1/video.mp4',
      headers: { range: 'bytes=0-99' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.rawPayload.length).toBe(100);
  });

  // apps/api/package.json is two levels above the media folder.
  it.each([
    '/media/../../package.json',
    '/media/%2e%2e/%2e%2e/package.json',
    '/media/demo-1/%2e%2e/%2e%2e/%2e%2e/package.json',
    '/media/..%2f..%2fpackage.json',
    '/media/%2e%2e%5c%2e%2e%5cpackage.json',
  ])('refuses %s, which leaves the folder', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('@platform/api');
  });

  it('answers 404 for a file that does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/demo-1/missing.mp4' });
    expect(response.statusCode).toBe(404);
  });
});
