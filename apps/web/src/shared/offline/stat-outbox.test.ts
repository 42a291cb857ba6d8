import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/factories';
import { fakeApi } from '../../test/fake-api';
import { statOutbox } from './stat-outbox';

const body = (viewed: number, plays: number, lesson = 30) => ({
  stage_day_id: 2,
  user_course_stream_id: 1,
  stage_day_lesson_set_lesson_id: lesson,
  viewed_seconds: viewed,
  play_count: plays,
  day_status: 11,
});

const saved = () => jsonResponse({ lessonSetLessonId: 30, viewedSeconds: 0, playCount: 0 });

afterEach(() => vi.unstubAllGlobals());

describe('the statistics outbox', () => {
  it('keeps one entry per lesson with the larger figures', () => {
    statOutbox.add(body(10, 1));
    statOutbox.add(body(25, 1));
    statOutbox.add(body(5, 2));
    statOutbox.add(body(3, 1, 31));
    expect(statOutbox.pending()).toEqual([body(25, 2), body(3, 1, 31)]);
  });

  it('sends each queued statistic once when the network returns, then is empty', async () => {
    const api = fakeApi({ 'POST /save-lesson-stat': saved });
    statOutbox.add(body(25, 1));
    statOutbox.add(body(3, 1, 31));

    expect(await statOutbox.flush(vi.fn())).toBe(2);
    expect(api.requests()).toEqual(['POST /save-lesson-stat', 'POST /save-lesson-stat']);
    expect(JSON.parse(String(api.calls[0]?.body))).toEqual(body(25, 1));
    expect(statOutbox.pending()).toEqual([]);
    expect(await statOutbox.flush(vi.fn())).toBe(0);
    expect(api.calls).toHaveLength(2);
  });

  it('one flush at a time: two triggers together send once', async () => {
    const api = fakeApi({ 'POST /save-lesson-stat': saved });
    statOutbox.add(body(25, 1));
    const [first, second] = await Promise.all([
      statOutbox.flush(vi.fn()),
      statOutbox.flush(vi.fn()),
    ]);
    expect(first).toBe(1);
    expect(second).toBe(1);
    expect(api.calls).toHaveLength(1);
  });

  it('still offline: keeps everything for the next try', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    statOutbox.add(body(25, 1));
    expect(await statOutbox.flush(vi.fn())).toBe(0);
    expect(statOutbox.pending()).toEqual([body(25, 1)]);
  });

  it('a refused statistic (not the user’s any more) is dropped and reported', async () => {
    fakeApi({
      'POST /save-lesson-stat': () => jsonResponse({ message: 'Not found' }, { status: 404 }),
    });
    const report = vi.fn();
    statOutbox.add(body(25, 1));
    expect(await statOutbox.flush(report)).toBe(0);
    expect(report).toHaveBeenCalledOnce();
    expect(statOutbox.pending()).toEqual([]);
  });
});
