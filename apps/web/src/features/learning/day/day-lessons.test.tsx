import type { LessonStatus } from '@platform/contracts/streams';
import { asWire, type Unbranded } from '@platform/contracts/time';
import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { buildDay } from '../../../test/learning-fixtures';
import { renderInRouter } from '../../../test/render';
import { videoPlayer } from '../player/load-video-player';
import { buildLesson, buildLessonSet, buildVideo } from '../player/test-fixtures';
import { DayLessons } from './day-lessons';
import { dayLessonSets, nextInBlock } from './day-model';

// The player's hls.js chunk: this browser has no Media Source Extensions.
vi.mock('hls.js/light', () => ({ default: { isSupported: () => false } }));

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);

/** A lesson of five minutes. */
const lesson = (title: string) =>
  buildLesson({ title, videoLength: 300, video: buildVideo({ duration: 300_000 }) });
const warmUp = lesson('Разминка');
const plank = lesson('Планка');
const stretch = lesson('Растяжка');

/** Block 1: warm-up then plank, twice; block 2: stretch alone, three times. */
const day = buildDay({
  stageId: 5,
  dayNumber: 1,
  lessonSets: [
    buildLessonSet({ sort: 1, repeatCount: 2 }, [
      { id: 81, lesson: warmUp },
      { id: 82, lesson: plank },
    ]),
    buildLessonSet({ sort: 2, repeatCount: 3 }, [{ id: 83, lesson: stretch }]),
  ],
});

const stat = (overrides: Partial<Unbranded<LessonStatus>>): LessonStatus =>
  asWire<LessonStatus>({
    lessonSetLessonId: 81,
    dayStatusId: 40,
    viewedSeconds: 60,
    playCount: 1,
    positionSeconds: 0,
    ...overrides,
  });

async function renderLessons(stats: LessonStatus[] = []) {
  fakeApi({});
  return renderInRouter(
    <DayLessons
      sets={dayLessonSets(day, stats)}
      statistics={{ streamId: 7, dayId: day.id, enabled: false, dayStatusId: async () => 40 }}
      download={null}
    />,
  );
}

const video = (title: string) => screen.findByLabelText(title, { selector: 'video' });
const heading = () => screen.getByRole('heading', { level: 2, name: /^Сейчас/ }).textContent;
const fire = (element: Element, name: string) => fireEvent(element, new Event(name));

let play: ReturnType<typeof vi.spyOn>;
// The player's own chunk, loaded once before the tests (slow on a busy machine) through its
// preloadable, as the day screen does: the player then renders at once, never suspended. (The
// block form: a function returned from beforeAll would be run as its teardown.)
beforeAll(async () => {
  await videoPlayer.preload();
}, 60_000);
beforeEach(() => {
  localStorage.clear();
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
});
afterEach(() => vi.restoreAllMocks());

describe('next lesson of a block', () => {
  it('follows the block lesson by lesson, round after round, then offers the next block', async () => {
    await renderLessons();
    const round = (number: number) => t('day.player.round', { round: number, count: 2 });
    expect(heading()).toBe(t('day.nowPlaying', { title: 'Разминка' }));
    expect(screen.getByText(round(1))).toBeTruthy();

    fire(await video('Разминка'), 'ended');
    const second = await video('Планка');
    expect(screen.getByText(round(1))).toBeTruthy();
    // Said to screen readers, focus staying where it is.
    expect(
      screen
        .getByText(t('day.player.nextInRound', { title: 'Планка', round: 1, count: 2 }))
        .getAttribute('role'),
    ).toBe('status');
    fire(second, 'loadedmetadata');
    await vi.waitFor(() => expect(play).toHaveBeenCalledTimes(1));

    fire(second, 'ended');
    fire(await video('Разминка'), 'ended');
    expect(screen.getByText(round(2))).toBeTruthy();
    fire(await video('Планка'), 'ended');
    // Two rounds played: the block stops and says so.
    expect(await video('Планка')).toBeTruthy();
    const done = screen.getByText(t('day.player.blockDone', { number: 1 }), { selector: 'p' });
    fireEvent.click(within(done).getByRole('button', { name: t('day.player.nextBlock') }));
    expect(await video('Растяжка')).toBeTruthy();
  });

  it('plays a block of one lesson again in the same player as many times as its repeat count', async () => {
    await renderLessons();
    fireEvent.click(screen.getByRole('button', { name: /^Растяжка/ }));
    const element = (await video('Растяжка')) as HTMLVideoElement;
    const round = (number: number) => t('day.player.round', { round: number, count: 3 });
    expect(screen.getByText(round(1))).toBeTruthy();
    Object.defineProperty(element, 'currentTime', {
      configurable: true,
      writable: true,
      value: 300,
    });
    fire(element, 'ended');
    expect(screen.getByText(round(2))).toBeTruthy();
    expect(element.currentTime).toBe(0);
    await vi.waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    fire(element, 'ended');
    fire(element, 'ended');
    expect(screen.getByText(round(3))).toBeTruthy();
    expect(
      screen.getByText(t('day.player.blockDone', { number: 2 }), { selector: 'p' }),
    ).toBeTruthy();
    // The last block: nothing after it.
    expect(screen.queryByRole('button', { name: t('day.player.nextBlock') })).toBeNull();
    expect(await video('Растяжка')).toBe(element);
  });
});

describe('where the day opens', () => {
  it('on a lesson left part-way, where it stopped', async () => {
    await renderLessons([
      stat({ lessonSetLessonId: 81, positionSeconds: 300 }),
      stat({ lessonSetLessonId: 82, positionSeconds: 125 }),
    ]);
    expect(heading()).toBe(t('day.nowPlaying', { title: 'Планка' }));
    expect(await screen.findByText(t('day.player.resumed', { time: '2:05' }))).toBeTruthy();
  });

  it('on the first lesson not watched when none was left part-way, from its start', async () => {
    await renderLessons([stat({ lessonSetLessonId: 81, positionSeconds: 298 })]);
    expect(heading()).toBe(t('day.nowPlaying', { title: 'Планка' }));
    await video('Планка');
    expect(screen.queryByRole('button', { name: t('day.player.startOver') })).toBeNull();
  });
});

describe('nextInBlock', () => {
  const sets = dayLessonSets(day, []);
  it('goes through the block, back to its start while rounds are left, then stops', () => {
    expect(nextInBlock(sets, { lessonId: 81, round: 1 })).toEqual({ lessonId: 82, round: 1 });
    expect(nextInBlock(sets, { lessonId: 82, round: 1 })).toEqual({ lessonId: 81, round: 2 });
    expect(nextInBlock(sets, { lessonId: 82, round: 2 })).toBeNull();
    expect(nextInBlock(sets, { lessonId: 83, round: 2 })).toEqual({ lessonId: 83, round: 3 });
    expect(nextInBlock(sets, { lessonId: 83, round: 3 })).toBeNull();
    expect(nextInBlock(sets, { lessonId: 999, round: 1 })).toBeNull();
  });

  it('uses the repeat count clamped to the learner’s range', () => {
    const clamped = buildDay({
      stageId: 5,
      dayNumber: 1,
      lessonSets: [
        buildLessonSet({ repeatCount: 9, userRepeatRangeFrom: 1, userRepeatRangeTo: 2 }, [
          { id: 91, lesson: stretch },
        ]),
      ],
    });
    const only = dayLessonSets(clamped, []);
    expect(nextInBlock(only, { lessonId: 91, round: 1 })).toEqual({ lessonId: 91, round: 2 });
    expect(nextInBlock(only, { lessonId: 91, round: 2 })).toBeNull();
  });
});
