import { afterEach, expect, it, vi } from 'vitest';
import { API_CACHE_NAME } from '../api/offline-cache';
import { clearUserCaches } from './clear-user-caches';
import { fakeCaches } from './fake-caches';
import { statOutbox } from './stat-outbox';

afterEach(() => vi.unstubAllGlobals());

it('sign-out deletes every cache of the user and the queued statistics, not the app’s own files', async () => {
  const { storage } = fakeCaches();
  for (const name of [API_CACHE_NAME, 'downloads:/courses/5', 'workbox-precache-v2-https://x/']) {
    await (await storage.open(name)).put('/x', new Response('x'));
  }
  statOutbox.add({
    stage_day_id: 2,
    user_course_stream_id: 1,
    stage_day_lesson_set_lesson_id: 30,
    viewed_seconds: 10,
    play_count: 1,
    day_status: 11,
  });
  const told = vi.fn();
  window.addEventListener('user-caches-cleared', told);

  await clearUserCaches();

  expect(await storage.keys()).toEqual(['workbox-precache-v2-https://x/']);
  expect(statOutbox.pending()).toEqual([]);
  expect(told).toHaveBeenCalledOnce();
});
