import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../../test/helpers/suite-app';
import { MEDIA_GRANT_MIN_SECONDS, MEDIA_GRANT_WINDOW_SECONDS, mediaLinks } from './media-links';

/** The grant segment of a signed /media link. */
const grantOf = (url: string) => url.split('/')[2] ?? '';

describe('course media through signed links', () => {
  const t = suiteApp();
  const links = () => mediaLinks(t.ctx);
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each([
    ['demo-1/index.m3u8', 'application/vnd.apple.mpegurl'],
    ['demo-1/segment-000.ts', 'video/mp2t'],
    ['demo-1/video.mp4', 'video/mp4'],
    ['demo-1/preview.jpg', 'image/jpeg'],
    ['demo-1/ru.vtt', 'text/vtt; charset=utf-8'],
  ])('serves %s as %s through a grant of its video folder', async (file, type) => {
    const response = await get(links().video(`/media/${file}`));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.rawPayload.length).toBeGreaterThan(0);
  });

  it("the playlist's relative segment URLs resolve under the same grant (native HLS players)", async () => {
    const playlistUrl = links().video('/media/demo-1/index.m3u8');
    const playlist = await get(playlistUrl);
    const segments = playlist.body.split('\n').filter((line) => line.endsWith('.ts'));
    expect(segments.length).toBeGreaterThan(1);
    for (const segment of segments) {
      // What a player does with a relative URI: resolve it against the playlist's URL.
      const url = new URL(segment, `http://localhost${playlistUrl}`).pathname;
      expect(url.startsWith(`/media/${grantOf(playlistUrl)}/demo-1/`)).toBe(true);
      expect((await get(url)).statusCode).toBe(200);
    }
  });

  it('answers byte ranges, so that players can seek', async () => {
    const response = await get(links().video('/media/demo-1/video.mp4'), { range: 'bytes=0-99' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(response.rawPayload.length).toBe(100);
  });

  it('answers HEAD with the length and no body, uncompressed', async () => {
    const url = links().video('/media/demo-1/index.m3u8');
    const full = await get(url, { 'accept-encoding': 'gzip, br' });
    expect(full.headers['content-encoding']).toBeUndefined();
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(full.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('a grant lasts at least 4 hours, ends on a whole hour, and the browser keeps the file that long only', async () => {
    const url = links().video('/media/demo-1/video.mp4');
    const expires = Number(grantOf(url).split('.')[0]);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect(expires % MEDIA_GRANT_WINDOW_SECONDS).toBe(0);
    expect(expires - now).toBeGreaterThanOrEqual(MEDIA_GRANT_MIN_SECONDS);
    expect(expires - now).toBeLessThan(MEDIA_GRANT_MIN_SECONDS + MEDIA_GRANT_WINDOW_SECONDS);
    // Links made within the same hour are the same, so what was fetched stays cached.
    expect(links().video('/media/demo-1/video.mp4')).toBe(url);
    const response = await get(url);
    expect(response.headers['cache-control']).toBe(`private, max-age=${expires - now}`);
  });

  it('an expired grant is 404', async () => {
    const url = links().video('/media/demo-1/index.m3u8');
    t.clock.advance(MEDIA_GRANT_MIN_SECONDS + MEDIA_GRANT_WINDOW_SECONDS + 1);
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('an unsigned path, a forged or malformed grant, or a grant of another folder is 404', async () => {
    const signed = links().video('/media/demo-1/video.mp4');
    const [expires, signature = ''] = grantOf(signed).split('.');
    const forged = `${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const later = `${Number(expires) + 3600}.${signature}`;
    for (const url of [
      '/media/demo-1/video.mp4',
      '/media/demo-1/index.m3u8',
      '/media/',
      '/media/video.mp4',
      `/media/${forged}/demo-1/video.mp4`,
      `/media/${later}/demo-1/video.mp4`,
      `/media/not-a-grant/demo-1/video.mp4`,
      signed.replace('/demo-1/', '/demo-2/'),
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.rawPayload.length).toBeLessThan(1000);
    }
  });

  it('a grant for one file reaches that file only', async () => {
    const document = links().file('/media/documents/yoga-plan.txt');
    expect((await get(document)).statusCode).toBe(200);
    const sibling = document.replace('yoga-plan.txt', 'other.txt');
    expect((await get(sibling)).statusCode).toBe(404);
    const preview = links().file('/media/demo-1/preview.jpg');
    expect((await get(preview)).statusCode).toBe(200);
    expect((await get(preview.replace('preview.jpg', 'video.mp4'))).statusCode).toBe(404);
  });

  it('links to other hosts are handed out as they are', () => {
    expect(links().file('https://example.com/rules.pdf')).toBe('https://example.com/rules.pdf');
    expect(links().video('https://cdn.example.com/v/1.m3u8')).toBe(
      'https://cdn.example.com/v/1.m3u8',
    );
  });

  // apps/api/package.json is two levels above the media folder: a valid grant of a folder must
  // not reach out of it.
  it.each([
    '/../../package.json',
    '/%2e%2e/%2e%2e/package.json',
    '/demo-1/%2e%2e/%2e%2e/%2e%2e/package.json',
    '/demo-1/..%2f..%2f..%2fpackage.json',
    '/demo-1/%2e%2e%5c%2e%2e%5cpackage.json',
    '/demo-1/.hidden',
  ])('refuses %s below a valid grant, which leaves the folder', async (tail) => {
    const grant = grantOf(links().video('/media/demo-1/video.mp4'));
    const response = await get(`/media/${grant}${tail}`);
    expect([400, 403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('@platform/api');
  });

  it('answers 404 for a granted folder file that does not exist', async () => {
    const response = await get(links().video('/media/demo-1/missing.mp4'));
    expect(response.statusCode).toBe(404);
  });
});
