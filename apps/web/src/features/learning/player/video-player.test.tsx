import type { BrandConfig } from '@platform/contracts/brand';
import type { Video } from '@platform/contracts/courses';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
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
    currentTime: {
      configurable: true,
      get: () => state.currentTime,
      set: (time: number) => {
        state.currentTime = time;
      },
    },
    ended: { configurable: true, get: () => state.ended },
    seeking: { configurable: true, get: () => state.seeking },
  });
  const fire = (name: string) => video.dispatchEvent(new Event(name));
  return {
    /** Where the video stands. */
    time: () => state.currentTime,
    /** The video has read its length. */
    loadMetadata: () => fire('loadedmetadata'),
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
  resumeFromS = 0,
}: {
  video?: Video;
  statistics?: LessonStatTarget;
  brand?: BrandConfig;
  resumeFromS?: number;
} = {}) {
  const view = await renderInRouter(
    <VideoPlayer
      title="Планка"
      lessonId={3}
      video={video}
      statistics={statistics}
      resumeFromS={resumeFromS}
    />,
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
  // The remembered speed and captions are the learner's: each test starts without them.
  localStorage.clear();
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
          position_seconds: 2,
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

describe('video player resume', () => {
  it('opens where the learner stopped, says so, and starts over on demand', async () => {
    fakeApi({});
    const { media } = await renderPlayer({ resumeFromS: 42 });
    expect(screen.getByText(i18next.t('day.player.resumed', { time: '0:42' }))).toBeTruthy();
    media.loadMetadata();
    expect(media.time()).toBe(42);
    fireEvent.click(screen.getByRole('button', { name: i18next.t('day.player.startOver') }));
    expect(media.time()).toBe(0);
    expect(screen.queryByText(i18next.t('day.player.resumed', { time: '0:42' }))).toBeNull();
  });

  it('starts a finished lesson from zero', async () => {
    fakeApi({});
    const { media } = await renderPlayer({ resumeFromS: 98 });
    media.loadMetadata();
    expect(media.time()).toBe(0);
    expect(screen.queryByRole('button', { name: i18next.t('day.player.startOver') })).toBeNull();
  });

  it('saves where the learner stopped with the statistics', async () => {
    const api = fakeApi({ 'POST /save-lesson-stat': () => jsonResponse({}) });
    const { media } = await renderPlayer({ resumeFromS: 40 });
    media.loadMetadata();
    media.play();
    media.playTo(47.25);
    media.pause();
    await waitFor(() => expect(saveCalls(api.calls)).toHaveLength(1));
    expect(saveCalls(api.calls)[0]).toMatchObject({ viewed_seconds: 17, position_seconds: 47 });
  });
});

/** A key pressed where focus is (the page itself unless told). */
const press = (key: string, target: Element = document.body, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(target, { key, ...init });

describe('video player shortcuts', () => {
  it('seeks by 5 and 10 seconds, never past the start or the end', async () => {
    fakeApi({});
    const { media } = await renderPlayer();
    press('ArrowRight');
    expect(media.time()).toBe(5);
    press('l');
    expect(media.time()).toBe(15);
    press('j');
    press('ArrowLeft');
    press('ArrowLeft');
    expect(media.time()).toBe(0);
    media.seek(96);
    press('l');
    expect(media.time()).toBe(100);
  });

  it('plays and pauses, mutes with an announcement', async () => {
    fakeApi({});
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const { element } = await renderPlayer();
    press(' ');
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    Object.defineProperty(element, 'paused', { configurable: true, value: false });
    press('k');
    expect(pause).toHaveBeenCalledTimes(1);
    press('m');
    expect(element.muted).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(i18next.t('day.player.muted'));
  });

  it('does nothing while focus is in a text field', async () => {
    fakeApi({});
    const { media, element } = await renderPlayer();
    const field = document.body.appendChild(document.createElement('input'));
    press('l', field);
    press(' ', field);
    press('m', field);
    expect(media.time()).toBe(0);
    expect(element.muted).toBe(false);
    field.remove();
  });
});

const subtitles = [
  { languageCode: 'en', label: 'English', name: 'en.vtt', url: 'https://cdn.example/en.vtt' },
  { languageCode: 'es', label: 'Español', name: 'es.vtt', url: 'https://cdn.example/es.vtt' },
];

describe('video player speed and captions', () => {
  it('remembers the speed across lessons and reloads, the < > keys stepping through it', async () => {
    fakeApi({});
    const first = await renderPlayer();
    const speed = () => screen.getByRole('combobox', { name: i18next.t('day.player.speed') });
    fireEvent.change(speed(), { target: { value: '1.5' } });
    expect(first.element.playbackRate).toBe(1.5);
    press('>', document.body, { shiftKey: true });
    expect(first.element.playbackRate).toBe(1.75);
    expect(screen.getByRole('status').textContent).toContain('1,75');
    first.unmount();

    // The next lesson (a new player) and a reload (storage read afresh) keep it.
    const next = await renderPlayer({ video: buildVideo() });
    expect(next.element.playbackRate).toBe(1.75);
    expect(next.element.defaultPlaybackRate).toBe(1.75);
    expect((speed() as HTMLSelectElement).value).toBe('1.75');
    press('<', document.body, { shiftKey: true });
    press('<', document.body, { shiftKey: true });
    press('<', document.body, { shiftKey: true });
    press('<', document.body, { shiftKey: true });
    expect(next.element.playbackRate).toBe(0.75);
  });

  it('remembers the captions language and off, with the c key too', async () => {
    fakeApi({});
    const captions = () =>
      screen.getByRole('combobox', { name: i18next.t('day.player.captions') }) as HTMLSelectElement;
    const defaults = (element: HTMLVideoElement) =>
      [...element.querySelectorAll('track')].map((track) => track.hasAttribute('default'));

    const first = await renderPlayer({ video: buildVideo({ subtitles }) });
    // Nothing chosen: the interface language's track (Russian here: none of these).
    expect(captions().selectedOptions[0]?.textContent).toBe(i18next.t('day.player.captionsOff'));
    fireEvent.change(captions(), { target: { value: '1' } });
    expect(defaults(first.element)).toEqual([false, true]);
    first.unmount();

    const second = await renderPlayer({ video: buildVideo({ subtitles }) });
    expect(captions().selectedOptions[0]?.textContent).toBe('Español');
    expect(defaults(second.element)).toEqual([false, true]);
    press('c');
    expect(captions().value).toBe('off');
    expect(screen.getByRole('status').textContent).toBe(
      i18next.t('day.player.captionsOffAnnounced'),
    );
    second.unmount();

    const third = await renderPlayer({ video: buildVideo({ subtitles }) });
    expect(captions().value).toBe('off');
    expect(defaults(third.element)).toEqual([false, false]);
    press('c');
    expect(captions().selectedOptions[0]?.textContent).toBe('Español');
  });

  it('has no captions choice for a lesson without subtitles, and says so on c', async () => {
    fakeApi({});
    await renderPlayer();
    expect(screen.queryByRole('combobox', { name: i18next.t('day.player.captions') })).toBeNull();
    press('c');
    expect(screen.getByRole('status').textContent).toBe(i18next.t('day.player.noCaptions'));
  });
});
