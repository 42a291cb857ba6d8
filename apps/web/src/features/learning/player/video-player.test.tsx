import type { BrandConfig } from '@platform/contracts/brand';
import type { Video } from '@platform/contracts/courses';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { telemetry } from '../../../shared/analytics/telemetry';
import { buildBrandConfig, jsonResponse } from '../../../test/factories';
import { type ApiCall, fakeApi } from '../../../test/fake-api';
import { renderInRouter, startedQueryClient } from '../../../test/render';
import type { LessonStatTarget } from './lesson-stat-saver';
import { buildVideo } from './test-fixtures';
import VideoPlayer, { PROGRESS_EVENT } from './video-player';
import { HLS_MIME } from './video-source';

/** hls.js as the tests want it: supported or not, recording what it was asked. */
const hls = vi.hoisted(() => {
  const state = { supported: true, created: 0, loaded: [] as string[], attached: [] as unknown[] };
  class FakeHls {
    static Events = { ERROR: 'hlsError' };
    static isSupported = () => state.supported;
    constructor() {
      state.created += 1;
    }
    on() {}
    loadSource(url: string) {
      state.loaded.push(url);
    }
    attachMedia(media: unknown) {
      state.attached.push(media);
    }
    destroy() {}
  }
  return { state, FakeHls };
});
vi.mock('hls.js/light', () => ({ default: hls.FakeHls }));

const STATS_FAILED = 'something went wrong when sending statistics';

function target(overrides: Partial<LessonStatTarget> = {}): LessonStatTarget {
  return {
    streamId: 7,
    dayId: 11,
    lessonSetLessonId: 21,
    saved: { viewedSeconds: 10, playCount: 1 },
    enabled: true,
    dayStatusId: async () => 31,
    ...overrides,
  };
}

/** The <video> with its media state in the test's hands and its events fired on demand. */
function fakeMedia(video: HTMLVideoElement, duration: number) {
  const state = { currentTime: 0, ended: false, seeking: false };
  Object.defineProperties(video, {
    duration: { configurable: true, get: () => duration },
    currentTime: { configurable: true, get: () => state.currentTime },
    ended: { configurable: true, get: () => state.ended },
    seeking: { configurable: true, get: () => state.seeking },
  });
  const fire = (name: string) => video.dispatchEvent(new Event(name));
  return {
    play() {
      state.ended = false;
      fire('play');
    },
    /** Plays on to `to` seconds, a timeupdate every 250 ms. */
    playTo(to: number) {
      while (state.currentTime < to) {
        state.currentTime = Math.min(to, state.currentTime + 0.25);
        fire('timeupdate');
      }
    },
    pause: () => fire('pause'),
    seek(to: number) {
      state.seeking = true;
      fire('seeking');
      state.currentTime = to;
      fire('timeupdate');
      state.seeking = false;
      fire('seeked');
    },
    /** Reaches the end as browsers do: timeupdate, pause, ended. */
    end() {
      state.currentTime = duration;
      state.ended = true;
      fire('timeupdate');
      fire('pause');
      fire('ended');
    },
  };
}

async function renderPlayer({
  video = buildVideo({ duration: 100_000 }),
  statistics = target(),
  brand = buildBrandConfig(),
}: {
  video?: Video;
  statistics?: LessonStatTarget;
  brand?: BrandConfig;
} = {}) {
  const view = await renderInRouter(
    <VideoPlayer title="Планка" lessonId={3} video={video} statistics={statistics} />,
    { client: startedQueryClient({ brand }) },
  );
  const element = view.container.querySelector('video');
  if (!element) throw new Error('no video element');
  return { ...view, element, media: fakeMedia(element, video.duration / 1000) };
}

const saveCalls = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.path === '/save-lesson-stat')
    .map((call) => JSON.parse(String(call.body)));

/** Lets the saves that were set off reach fetch. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  Object.assign(hls.state, { supported: true, created: 0, loaded: [], attached: [] });
});

afterEach(async () => {
  // Removing the player saves what was watched: while fetch is still the fake one.
  cleanup();
  await settle();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('video player statistics', () => {
  it('saves on pause once 2000 ms were watched, with the lesson’s totals', async () => {
    const api = fakeApi({ 'POST /save-lesson-stat': () => jsonResponse({}) });
    const { media } = await renderPlayer();
    media.play();
    media.playTo(1.75);
    media.pause();
    await settle();
    expect(saveCalls(api.calls)).toEqual([]);

    media.play(); // a resume, not a new play
    media.playTo(2);
    media.pause();
    await waitFor(() =>
      expect(saveCalls(api.calls)).toEqual([
        {
          stage_day_id: 11,
          user_course_stream_id: 7,
          stage_day_lesson_set_lesson_id: 21,
          viewed_seconds: 12,
          play_count: 2,
          day_status: 31,
        },
      ]),
    );
  });

  it('does not count seeking as watching', async () => {
    const api = fakeApi({ 'POST /save-lesson-stat': () => jsonResponse({}) });
    const { media } = await renderPlayer();
    media.play();
    media.playTo(1);
    media.seek(60);
    media.playTo(60.75);
    media.pause();
    await settle();
    expect(saveCalls(api.calls)).toEqual([]);
  });

  it('needs 30000 ms watched when the video ended', async () => {
    const api = fakeApi({ 'POST /save-lesson-stat': () => jsonResponse({}) });
    const { media } = await renderPlayer({ video: buildVideo({ duration: 40_000 }) });
    media.play();
    media.seek(12);
    media.playTo(39.75);
    media.end(); // 28 s watched: the pause before ended must not save by the 2000 ms rule either
    await settle();
    expect(saveCalls(api.calls)).toEqual([]);

    media.play();
    media.seek(0);
    media.playTo(2);
    media.end(); // 30 s in this visit
    await waitFor(() => expect(saveCalls(api.calls)).toHaveLength(1));
    expect(saveCalls(api.calls)[0]).toMatchObject({ viewed_seconds: 40, play_count: 3 });
  });

  it('uses the viewing threshold of the brand configuration', async () => {
    const api = fakeApi({ 'POST /save-lesson-stat': () => jsonResponse({}) });
    const brand = buildBrandConfig({
      statistic: { saveTimeoutMs: 5000, minViewedMs: 5000, minViewedEndedMs: 30_000 },
    });
    const { media } = await renderPlayer({ brand });
    media.play();
    media.playTo(4.75);
    media.pause();
    await settle();
    expect(saveCalls(api.calls)).toEqual([]);
    media.play();
    media.playTo(5);
    media.pause();
    await waitFor(() => expect(saveCalls(api.calls)).toHaveLength(1));
  });

  it('saves when the tab is hidden, the page is left and the lesson is closed', async () => {
    const api = fakeApi({ 'POST /save-lesson-stat': () => jsonResponse({}) });
    const { media, unmount } = await renderPlayer();
    media.play();
    media.playTo(3);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(saveCalls(api.calls)).toHaveLength(1));
    visibility.mockReturnValue('visible');

    media.playTo(6);
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(saveCalls(api.calls)).toHaveLength(2));

    media.playTo(9);
    unmount();
    await waitFor(() => expect(saveCalls(api.calls)).toHaveLength(3));
    expect(saveCalls(api.calls).map((body) => body.viewed_seconds)).toEqual([13, 16, 19]);
  });

  it('sends nothing again when nothing was watched since the last save', async () => {
    const api = fakeApi({ 'POST /save-lesson-stat': () => jsonResponse({}) });
    const { media, unmount } = await renderPlayer();
    media.play();
    media.playTo(3);
    media.pause();
    await waitFor(() => expect(saveCalls(api.calls)).toHaveLength(1));
    unmount();
    await settle();
    expect(saveCalls(api.calls)).toHaveLength(1);
  });

  it('saves nothing when statistics are off', async () => {
    const api = fakeApi({ 'POST /save-lesson-stat': () => jsonResponse({}) });
    const { media } = await renderPlayer({ statistics: target({ enabled: false }) });
    media.play();
    media.playTo(5);
    media.pause();
    await settle();
    expect(saveCalls(api.calls)).toEqual([]);
  });

  it('starts the day at the first play and reports a day without a status', async () => {
    const api = fakeApi({ 'POST /save-lesson-stat': () => jsonResponse({}) });
    const report = vi.spyOn(telemetry, 'reportError');
    const dayStatusId = vi.fn(async () => null);
    const { media } = await renderPlayer({ statistics: target({ dayStatusId }) });
    media.play();
    expect(dayStatusId).toHaveBeenCalledTimes(1);
    media.playTo(3);
    media.pause();
    await waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: STATS_FAILED }));
    expect(saveCalls(api.calls)).toEqual([]);
  });

  it('reports a save the server refused', async () => {
    fakeApi({ 'POST /save-lesson-stat': () => jsonResponse({ message: 'Сбой' }, { status: 500 }) });
    const report = vi.spyOn(telemetry, 'reportError');
    const { media } = await renderPlayer();
    media.play();
    media.playTo(3);
    media.pause();
    await waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({
        message: STATS_FAILED,
        cause: expect.objectContaining({ name: 'ApiError', status: 500 }),
      }),
    );
  });
});

describe('video player progress marks', () => {
  it('sends 10, 25, 50 and 75 once each per play', async () => {
    fakeApi({ 'POST /save-lesson-stat': () => jsonResponse({}) });
    const track = vi.spyOn(telemetry, 'track');
    const { media } = await renderPlayer();
    const marks = () =>
      track.mock.calls
        .filter(([name]) => name === PROGRESS_EVENT)
        .map(([, params]) => params?.percent);
    media.play();
    media.playTo(30);
    media.seek(5);
    media.playTo(30);
    expect(marks()).toEqual([10, 25]);
    media.playTo(80);
    expect(marks()).toEqual([10, 25, 50, 75]);
    media.end();
    media.play();
    media.seek(0);
    media.playTo(12);
    expect(marks()).toEqual([10, 25, 50, 75, 10]);
    expect(track).toHaveBeenCalledWith(PROGRESS_EVENT, { percent: 10, lesson_id: 3, stream_id: 7 });
  });
});

describe('video player source', () => {
  it('lets a browser with its own HLS play the playlist', async () => {
    fakeApi({});
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
      type === HLS_MIME ? 'maybe' : '',
    );
    const video = buildVideo();
    const { element } = await renderPlayer({ video });
    await waitFor(() => expect(element.src).toBe(video.videoUrls.hlsPlaylist));
    expect(hls.state.created).toBe(0);
  });

  it('plays the playlist through hls.js where the browser cannot', async () => {
    fakeApi({});
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const video = buildVideo();
    const { element } = await renderPlayer({ video });
    await waitFor(() => expect(hls.state.loaded).toEqual([video.videoUrls.hlsPlaylist]));
    expect(hls.state.attached).toEqual([element]);
    expect(element.getAttribute('src')).toBeNull();
  });

  it('falls back to the MP4 file without HLS support', async () => {
    fakeApi({});
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    hls.state.supported = false;
    const video = buildVideo();
    const { element } = await renderPlayer({ video });
    await waitFor(() => expect(element.src).toBe(video.url));
    expect(hls.state.created).toBe(0);
  });

  it('plays the MP4 file of a video without a playlist', async () => {
    fakeApi({});
    const video = buildVideo({
      videoUrls: { hlsPlaylist: null, preview: null, mp4Playlist: null },
    });
    const { element } = await renderPlayer({ video });
    await waitFor(() => expect(element.src).toBe(video.url));
    expect(element.getAttribute('poster')).toBeNull();
  });
});

describe('video player markup', () => {
  it('is named by the lesson, shows the preview and offers a subtitle track per language', async () => {
    fakeApi({});
    const video = buildVideo({
      subtitles: [
        { languageCode: 'en', label: 'English', name: 'en.vtt', url: 'https://cdn.example/en.vtt' },
        { languageCode: 'ru', label: 'Русский', name: 'ru.vtt', url: 'https://cdn.example/ru.vtt' },
      ],
    });
    const { element } = await renderPlayer({ video });
    expect(element.getAttribute('aria-label')).toBe('Планка');
    expect(element.hasAttribute('controls')).toBe(true);
    expect(element.getAttribute('poster')).toBe(video.videoUrls.preview);
    const tracks = [...element.querySelectorAll('track')].map((track) => ({
      kind: track.getAttribute('kind'),
      srclang: track.getAttribute('srclang'),
      label: track.getAttribute('label'),
      default: track.hasAttribute('default'),
    }));
    expect(tracks).toEqual([
      { kind: 'subtitles', srclang: 'en', label: 'English', default: false },
      { kind: 'subtitles', srclang: 'ru', label: 'Русский', default: true },
    ]);
  });
});
