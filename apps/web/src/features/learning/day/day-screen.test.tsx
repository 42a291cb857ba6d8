import type { Day } from '@platform/contracts/courses';
import type {
  DayStatus,
  Stream,
  StreamStatusAnswer,
  UserHomeworkStatus,
} from '@platform/contracts/streams';
import { asWire, type Unbranded } from '@platform/contracts/time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../shared/routing/paths';
import { jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import {
  buildDay,
  buildDayStatus,
  buildStatus,
  buildStream,
  runEachTestAtNow,
} from '../../../test/learning-fixtures';
import { renderRoutes } from '../../../test/render';
import { ACCESS_CASES, expectAccessActions } from '../access-test-fixtures';
import { buildLesson, buildLessonSet } from '../player/test-fixtures';
import { DayScreen } from './day-screen';

// The player's hls.js chunk: this browser has no Media Source Extensions.
vi.mock('hls.js/light', () => ({ default: { isSupported: () => false } }));

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);

const stream = buildStream();

function buildHomeworkStatus(
  overrides: Partial<Unbranded<UserHomeworkStatus>>,
): UserHomeworkStatus {
  return asWire<UserHomeworkStatus>({
    id: 900,
    homeworkId: 1,
    targetId: 1,
    targetType: 'stage_day_homework',
    streamId: stream.id,
    status: 'NOT_UPLOADED',
    createdAt: 1_700_000_000,
    updatedAt: 1_700_000_000,
    isLocked: false,
    user_id: 1,
    dialog_id: 900,
    ...overrides,
  });
}

/** The API of one day of `stream`: its status (number 2 unless told), content and actions. */
function dayApi(
  day: Day,
  {
    dayStatus = {},
    status = {},
    of = stream,
  }: {
    dayStatus?: Partial<Unbranded<DayStatus>>;
    status?: Partial<Unbranded<StreamStatusAnswer>>;
    of?: Stream;
  } = {},
) {
  const days = [buildDayStatus(day, dayStatus)];
  const base = `/user-course-streams/${of.id}`;
  return fakeApi({
    [`GET ${base}`]: () => jsonResponse(of),
    [`GET ${base}/status`]: () => jsonResponse(buildStatus(of, { days, ...status })),
    [`GET /courses/${of.courseId}/stages/${day.stageId}/days/${day.id}`]: () => jsonResponse(day),
    [`GET ${base}/user-day-status/40/progress`]: () =>
      jsonResponse({ id: 40, lessonsCount: 4, viewedLessonsCount: 1, progress: 25 }),
    [`POST ${base}/user-day-status/${day.id}/start`]: () =>
      jsonResponse({
        id: 40,
        streamId: stream.id,
        stageDayId: day.id,
        startedAt: 1,
        finishedAt: null,
      }),
    [`POST ${base}/user-day-status/${day.id}/finish`]: () =>
      jsonResponse({
        id: 40,
        streamId: stream.id,
        stageDayId: day.id,
        startedAt: 1,
        finishedAt: 2,
      }),
  });
}

async function renderDay(dayNumber = 2, streamId = stream.id) {
  const view = await renderRoutes([{ path: paths.calendarDay.pattern, element: <DayScreen /> }], {
    path: paths.calendarDay.href({ streamId, dayNumber }),
  });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const plank = buildLesson({ title: 'Планка', subtitle: 'разбор', videoLength: 300 });
const squat = buildLesson({ title: 'Присед', subtitle: 'исполнение', videoLength: 3900 });
const stretch = buildLesson({ title: 'Растяжка', subtitle: 'на полу', videoLength: 20 });

const dayWithLessons = (overrides: Partial<Day> = {}) =>
  buildDay({
    stageId: 5,
    dayNumber: 2,
    title: 'Сила',
    excerpt: 'Работаем с корпусом',
    lessonSets: [
      buildLessonSet({ sort: 2, repeatCount: 9, userRepeatRangeFrom: 1, userRepeatRangeTo: 3 }, [
        { id: 71, lesson: stretch },
      ]),
      buildLessonSet({ sort: 1, repeatCount: 0, userRepeatRangeFrom: 2, userRepeatRangeTo: 4 }, [
        { id: 72, sort: 2, lesson: squat },
        { id: 73, sort: 1, lesson: plank },
      ]),
    ],
    ...overrides,
  });

afterEach(() => vi.unstubAllGlobals());

describe('day screen content', () => {
  it('lists the lesson sets and their lessons in sort order with clamped repeat counts', async () => {
    dayApi(dayWithLessons());
    await renderDay();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Сила');
    expect(screen.getByText('Работаем с корпусом')).toBeTruthy();
    const sets = screen.getAllByRole('heading', { level: 3 });
    expect(sets.map((heading) => heading.textContent)).toEqual([
      `${t('day.lessonSet', { number: 1 })}× 2${t('day.repeat', { count: 2 })}`,
      `${t('day.lessonSet', { number: 2 })}× 3${t('day.repeat', { count: 3 })}`,
    ]);
    const list = screen.getByRole('region', { name: t('day.lessons') });
    const titles = within(list)
      .getAllByRole('button')
      .map((button) => button.firstElementChild?.textContent);
    expect(titles).toEqual(['Планка', 'Присед', 'Растяжка']);
  });

  it('shows the title markers as translated subtitles, the lengths and the watched lessons', async () => {
    dayApi(dayWithLessons(), {
      dayStatus: { dayStatusId: 40, startedAt: 1 },
      status: {
        lessons: [
          {
            lessonSetLessonId: 73,
            dayStatusId: 40,
            viewedSeconds: 120,
            playCount: 1,
            positionSeconds: 0,
          },
        ],
      },
    });
    await renderDay();
    const lesson = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
    expect(lesson('Планка').textContent).toBe(
      `Планка${t('day.markers.breakdown')}${t('day.duration.minutes', { count: 5 })}✓ ${t('day.watched')}`,
    );
    expect(lesson('Присед').textContent).toBe(
      `Присед${t('day.markers.performance')}${t('day.duration.hours', { count: 1 })} ${t('day.duration.minutes', { count: 5 })}`,
    );
    expect(lesson('Растяжка').textContent).toBe(`Растяжкана полу${t('day.duration.underMinute')}`);
  });

  it('opens on the first lesson not watched and plays another one when it is picked', async () => {
    dayApi(dayWithLessons(), {
      dayStatus: { dayStatusId: 40, startedAt: 1 },
      status: {
        lessons: [
          {
            lessonSetLessonId: 73,
            dayStatusId: 40,
            viewedSeconds: 120,
            playCount: 1,
            positionSeconds: 0,
          },
        ],
      },
    });
    await renderDay();
    const player = await screen.findByLabelText('Присед', { selector: 'video' });
    expect(player.getAttribute('poster')).toBe(squat.video?.videoUrls.preview);
    await userEvent.setup().click(screen.getByRole('button', { name: /^Растяжка/ }));
    expect(await screen.findByLabelText('Растяжка', { selector: 'video' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe(t('day.nowPlaying', { title: 'Растяжка' }));
    expect(screen.getByRole('button', { name: /^Растяжка/ }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('links the day’s homeworks, by their status id, with their status', async () => {
    const day = dayWithLessons({ dayHomeworkIds: [8, 9] });
    dayApi(day, {
      status: {
        homeworks: [
          buildHomeworkStatus({ id: 1, homeworkId: 9, status: 'UPLOADED' }),
          buildHomeworkStatus({ id: 2, homeworkId: 8, status: 'DONE' }),
          buildHomeworkStatus({ id: 3, homeworkId: 5 }),
        ],
      },
    });
    await renderDay();
    const homeworks = screen.getByRole('region', { name: t('day.homeworks.title') });
    const links = within(homeworks).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [
        t('day.homeworks.fallbackTitle', { number: 1 }),
        paths.homework.href({ streamId: stream.id, homeworkId: 2 }),
      ],
      [
        t('day.homeworks.fallbackTitle', { number: 2 }),
        paths.homework.href({ streamId: stream.id, homeworkId: 1 }),
      ],
    ]);
    expect(within(homeworks).getByText(t('learning.homeworkStatus.DONE'))).toBeTruthy();
    expect(within(homeworks).getByText(t('learning.homeworkStatus.UPLOADED'))).toBeTruthy();
  });

  it('says a rest day is one', async () => {
    dayApi(buildDay({ stageId: 5, dayNumber: 2, dayOfRest: true, lessonSets: [] }));
    await renderDay();
    expect(screen.getByText(t('day.restDay'))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      t('day.heading', { number: 2 }),
    );
  });
});

describe('day screen states', () => {
  it('explains a locked demo day, leads to full access and shows none of its content', async () => {
    const day = dayWithLessons();
    const demo = buildStream({ id: stream.id, isDemo: true, courseFullAccess: false });
    const api = dayApi(day, { of: demo, dayStatus: { isLocked: true } });
    await renderDay();
    expect(screen.getByText(t('learning.dayErrors.locked'))).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: t('learningScreens.access.buyFullAccess') })
        .getAttribute('href'),
    ).toBe(paths.checkoutStream.href({ streamId: stream.id }));
    expect(screen.queryByText('Планка')).toBeNull();
    expect(api.requests()).not.toContain(
      `GET /courses/${stream.courseId}/stages/${day.stageId}/days/${day.id}`,
    );
    expect(screen.getByRole('link', { name: t('day.backToCalendar') }).getAttribute('href')).toBe(
      paths.calendar.href({ streamId: stream.id }),
    );
  });

  it('says so when the stream has no day with that number', async () => {
    dayApi(dayWithLessons());
    await renderDay(99);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t('day.notFound.title'));
  });
});

describe('day screen start and finish', () => {
  it('starts the day, then lets it be finished, with its progress', async () => {
    const day = dayWithLessons();
    const api = dayApi(day);
    await renderDay();
    const finish = screen.getByRole('button', { name: t('day.actions.finish') });
    expect(finish.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(t('day.actions.notStarted')).getAttribute('role')).toBe('status');

    await userEvent.setup().click(screen.getByRole('button', { name: t('day.actions.start') }));
    expect(api.requests()).toContain(
      `POST /user-course-streams/${stream.id}/user-day-status/${day.id}/start`,
    );
    // The stream's status is asked again after the start.
    await waitFor(() =>
      expect(
        api.requests().filter((request) => request.endsWith(`${stream.id}/status`)),
      ).toHaveLength(2),
    );
  });

  it('finishes a started day and shows its progress', async () => {
    const day = dayWithLessons();
    const api = dayApi(day, { dayStatus: { dayStatusId: 40, startedAt: 1 } });
    await renderDay();
    expect(screen.queryByRole('button', { name: t('day.actions.start') })).toBeNull();
    const progress = await screen.findByRole('progressbar', { name: t('day.progress.label') });
    expect(progress.getAttribute('value')).toBe('25');
    expect(screen.getByText(t('day.progress.lessons', { viewed: 1, total: 4 }))).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: t('day.actions.finish') }));
    await waitFor(() =>
      expect(api.requests()).toContain(
        `POST /user-course-streams/${stream.id}/user-day-status/${day.id}/finish`,
      ),
    );
  });

  it('refuses to finish a day without lessons that is not a rest day', async () => {
    const day = buildDay({ stageId: 5, dayNumber: 2, title: 'Пусто', lessonSets: [] });
    const api = dayApi(day, { dayStatus: { dayStatusId: 40, startedAt: 1 } });
    await renderDay();
    await userEvent.setup().click(screen.getByRole('button', { name: t('day.actions.finish') }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      t('learning.dayErrors.incorrectlyFilled'),
    );
    expect(api.requests().filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it('starts the day when its first lesson is played', async () => {
    const day = dayWithLessons();
    const api = dayApi(day);
    await renderDay();
    const video = await screen.findByLabelText('Планка', { selector: 'video' });
    video.dispatchEvent(new Event('play'));
    await waitFor(() =>
      expect(api.requests()).toContain(
        `POST /user-course-streams/${stream.id}/user-day-status/${day.id}/start`,
      ),
    );
  });

  it('shows a finished day as finished, without buttons', async () => {
    dayApi(dayWithLessons(), { dayStatus: { dayStatusId: 40, startedAt: 1, finishedAt: 2 } });
    await renderDay();
    expect(screen.getByText(t('day.actions.finished')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: t('day.actions.finish') })).toBeNull();
  });
});

describe('day screen access states', () => {
  runEachTestAtNow();

  it.each(ACCESS_CASES)('$name: says so and offers the way forward', async (access) => {
    const of = buildStream(access.stream);
    const day = dayWithLessons();
    const api = dayApi(day, { of });
    await renderDay(2, of.id);
    expectAccessActions(document.body, access, of.id, { panel: true });
    if (of.status === 'started') return;
    // Closed: the reason is a sentence of its own in the player's place, nothing plays and
    // nothing asks the server for what it would refuse.
    const notice = screen.getByRole('region', { name: t('learningScreens.contentClosed.title') });
    expect(within(notice).getByText(new RegExp(access.says)).tagName).toBe('P');
    expect(document.querySelector('video')).toBeNull();
    expect(screen.queryByRole('button', { name: t('day.actions.start') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('day.actions.finish') })).toBeNull();
    expect(screen.getByText(t('day.actions.closed')).getAttribute('role')).toBe('status');
    expect(api.requests().filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it('a demo day that is open plays, beside the way to full access', async () => {
    const demo = buildStream({ isDemo: true, courseFullAccess: false });
    dayApi(dayWithLessons(), { of: demo });
    await renderDay(2, demo.id);
    const notice = screen.getByRole('region', { name: t('learningScreens.access.demoTitle') });
    expect(within(notice).getByRole('link').textContent).toBe(
      t('learningScreens.access.buyFullAccess'),
    );
    expect(screen.getByRole('button', { name: t('day.actions.start') })).toBeTruthy();
  });

  it('a running stream shows no such notice', async () => {
    dayApi(dayWithLessons());
    await renderDay();
    expect(
      screen.queryByRole('region', { name: t('learningScreens.contentClosed.title') }),
    ).toBeNull();
    expect(screen.getByRole('button', { name: t('day.actions.start') })).toBeTruthy();
  });
});
