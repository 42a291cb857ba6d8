import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildBrandConfig, jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import {
  buildCourse,
  buildDay,
  buildDayStatus,
  buildStatus,
  buildStream,
  runEachTestAtNow,
} from '../../../test/learning-fixtures';
import { startedQueryClient } from '../../../test/render';
import { videoPlayer } from '../player/load-video-player';
import { buildLesson, buildLessonSet, buildVideo } from '../player/test-fixtures';
import { dayQuery } from './get-day';
import { streamQuery } from './get-stream';
import { streamStatusQuery } from './get-stream-status';
import { learningScreenPrefetches } from './prefetch-learning-screen';

runEachTestAtNow();

// A day's prefetch starts the player's download and does not wait for it: loaded here first, it
// cannot still be loading when the file's environment is torn down (its modules read `window`).
beforeAll(async () => {
  await videoPlayer.preload();
});

const image = (name: string) => ({ large: name, medium: `/media/${name}`, small: name });
const preloadedImages = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
    (link) =>
      [link.getAttribute('href'), link.getAttribute('crossorigin')].filter(Boolean).join(' '),
  );

/** A few turns of the event loop: what a prefetch would have asked for, it has asked by then. */
const settled = async () => {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** Every step of a screen's prefetch, run at once (the app runs each in a task of its own). */
const prefetch = (...args: Parameters<typeof learningScreenPrefetches>) => {
  for (const step of learningScreenPrefetches(...args)) step();
};

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe('the first learning screen’s data at start-up', () => {
  it('home: the current stream’s status, its course image preloaded, and the banners', async () => {
    const demo = buildStream({ id: 4, isDemo: true, course: buildCourse({ image: image('d') }) });
    const current = buildStream({ id: 5, course: buildCourse({ image: image('yoga.svg') }) });
    const api = fakeApi({
      'GET /user-course-streams': () => jsonResponse([demo, current]),
      'GET /user-course-streams/5/status': () => jsonResponse(buildStatus(current)),
      'GET /banners': () => jsonResponse([]),
    });
    // Demo streams are not listed where the brand has no demo access: home leads with stream 5.
    const client = startedQueryClient({
      brand: buildBrandConfig({ isDemoAccessible: false, isBannerEnable: true }),
    });

    prefetch(client, { name: 'home', params: {} });
    await vi.waitFor(() =>
      expect(client.getQueryData(streamStatusQuery(5).queryKey)).toMatchObject({ id: 5 }),
    );

    expect(api.requests().sort()).toEqual([
      'GET /banners',
      'GET /user-course-streams',
      'GET /user-course-streams/5/status',
    ]);
    expect(preloadedImages()).toEqual(['/media/yoga.svg']);
  });

  it('home without a started stream asks for no status; a brand without banners, no banners', async () => {
    const ended = buildStream({ id: 6, status: 'ended' });
    const api = fakeApi({ 'GET /user-course-streams': () => jsonResponse([ended]) });
    const client = startedQueryClient({ brand: buildBrandConfig({ isBannerEnable: false }) });

    prefetch(client, { name: 'home', params: {} });
    await settled();

    expect(api.requests()).toEqual(['GET /user-course-streams']);
    expect(preloadedImages()).toEqual([]);
  });

  it('a day: the stream and its status together, then that day of the course and the poster of the lesson it opens with', async () => {
    const stream = buildStream({ id: 5, courseId: 9, course: buildCourse({ id: 9 }) });
    const lesson = (preview: string) =>
      buildLesson({
        video: buildVideo({ videoUrls: { hlsPlaylist: '', preview, mp4Playlist: null } }),
      });
    // Nothing watched yet: the day opens with the first lesson of the first set by sort.
    const day = buildDay({
      id: 31,
      stageId: 7,
      dayNumber: 4,
      lessonSets: [
        buildLessonSet({ sort: 2 }, [{ lesson: lesson('/media/second.jpg') }]),
        buildLessonSet({ sort: 1 }, [{ lesson: lesson('/media/first.jpg') }]),
      ],
    });
    const api = fakeApi({
      'GET /user-course-streams/5': () => jsonResponse(stream),
      'GET /user-course-streams/5/status': () =>
        jsonResponse(buildStatus(stream, { days: [buildDayStatus(day)] })),
      'GET /courses/9/stages/7/days/31': () => jsonResponse(day),
    });
    const client = startedQueryClient({ brand: buildBrandConfig({ isBannerEnable: false }) });

    prefetch(client, {
      name: 'calendarDay',
      params: { streamId: '5', dayNumber: '4' },
    });
    expect(api.requests().sort()).toEqual([
      'GET /user-course-streams/5',
      'GET /user-course-streams/5/status',
    ]);
    await vi.waitFor(() =>
      expect(
        client.getQueryData(dayQuery({ courseId: 9, stageId: 7, dayId: 31 }).queryKey),
      ).toMatchObject({ id: 31 }),
    );
    expect(client.getQueryData(streamQuery(5).queryKey)).toMatchObject({ id: 5 });
    // In the video's CORS mode, which its poster is fetched in: the browser reuses the preload.
    await vi.waitFor(() => expect(preloadedImages()).toEqual(['/media/first.jpg anonymous']));
  });

  it('a locked day or an unknown one stops at the status; a stream id that is no id asks nothing', async () => {
    const stream = buildStream({ id: 5 });
    const locked = buildDay({ stageId: 7, dayNumber: 4 });
    const api = fakeApi({
      'GET /user-course-streams/5': () => jsonResponse(stream),
      'GET /user-course-streams/5/status': () =>
        jsonResponse(buildStatus(stream, { days: [buildDayStatus(locked, { isLocked: true })] })),
    });
    const client = startedQueryClient({ brand: buildBrandConfig({ isBannerEnable: false }) });

    prefetch(client, {
      name: 'calendarDay',
      params: { streamId: '5', dayNumber: '4' },
    });
    prefetch(client, {
      name: 'calendarDay',
      params: { streamId: '5', dayNumber: '9' },
    });
    prefetch(client, { name: 'calendar', params: { streamId: 'abc' } });
    await settled();

    expect(api.requests().sort()).toEqual([
      'GET /user-course-streams/5',
      'GET /user-course-streams/5/status',
    ]);
  });

  it('a failed call is left to the screen: nothing is thrown and nothing after it is asked for', async () => {
    const api = fakeApi({
      'GET /user-course-streams': () => jsonResponse({ message: 'Сбой' }, { status: 503 }),
    });
    const client = startedQueryClient({ brand: buildBrandConfig({ isBannerEnable: false }) });

    prefetch(client, { name: 'home', params: {} });
    await settled();

    expect(api.requests()).toEqual(['GET /user-course-streams']);
    expect(preloadedImages()).toEqual([]);
  });
});
