import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildLearner } from '../../test/factories/learning';
import { suiteApp } from '../../test/helpers/suite-app';

describe('kept answers travel compressed once', () => {
  const t = suiteApp();

  /** A course's days: an answer kept per course version and sent again. */
  const keptAnswer = async () => {
    const { auth, course } = await buildLearner(t.ctx, {
      course: { stages: 2, daysPerStage: 5 },
    });
    const url = `/courses/${course.id}/stages?expand=requestDays`;
    const call = (encoding?: string) =>
      t.call('GET', url, { ...auth, ...(encoding ? { 'accept-encoding': encoding } : {}) });
    return { call, plain: (await call()).body };
  };

  it('answers brotli where the client prefers it, the same answer every time', async () => {
    const { call, plain } = await keptAnswer();
    expect(plain.length).toBeGreaterThan(1024);
    const first = await call('gzip, deflate, br');
    const second = await call('gzip, deflate, br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(first.rawPayload.length).toBeLessThan(plain.length / 3);
    // Bytes made before, not a compression stream: the length is known (no chunked encoding).
    expect(first.headers['content-length']).toBe(String(first.rawPayload.length));
  });

  it('answers gzip to a client that takes only gzip, and plain bytes to one that takes none', async () => {
    const { call, plain } = await keptAnswer();
    const gzip = await call('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    const identity = await call('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain);
  });

  it('leaves a small answer plain', async () => {
    const { auth } = await buildLearner(t.ctx);
    const user = await t.call('GET', '/user', { ...auth, 'accept-encoding': 'br' });
    expect(user.headers['content-encoding']).toBeUndefined();
    expect(user.json()).toHaveProperty('id');
  });
});
