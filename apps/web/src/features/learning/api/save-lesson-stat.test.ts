import { STAT_SAVE_TIMEOUT_MS } from '@platform/domain/constants/learning';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isIgnoredError } from '../../../shared/analytics/error-reporting';
import { type LessonStatBody, saveLessonStat } from './save-lesson-stat';

const body: LessonStatBody = {
  stage_day_id: 11,
  user_course_stream_id: 7,
  stage_day_lesson_set_lesson_id: 21,
  viewed_seconds: 12,
  play_count: 2,
  day_status: 31,
};

/** A server that never answers: fetch settles only when its signal aborts. */
function silentServer() {
  const fetch = vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('saveLessonStat', () => {
  it('posts the body as JSON and keeps the request alive past the page', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await saveLessonStat(body, STAT_SAVE_TIMEOUT_MS);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url, window.location.origin).pathname).toBe('/spa/api/v1/save-lesson-stat');
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    expect(JSON.parse(String(init.body))).toEqual(body);
  });

  it('gives up after the timeout with an error that error reporting keeps', async () => {
    vi.useFakeTimers();
    silentServer();
    const saving = saveLessonStat(body, STAT_SAVE_TIMEOUT_MS);
    const outcome = saving.then(
      () => 'saved',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(STAT_SAVE_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toMatchObject({ name: 'TimeoutError' });
    expect(isIgnoredError(error)).toBe(false);
  });
});
