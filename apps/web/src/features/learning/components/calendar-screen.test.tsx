import type { Day, Stage } from '@platform/contracts/courses';
import type { Stream, StreamStatusAnswer } from '@platform/contracts/streams';
import { DAY_MS, SECOND_MS } from '@platform/domain/constants/time';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../shared/i18n/format-date';
import { activateLanguage } from '../../../shared/i18n/language';
import { paths } from '../../../shared/routing/paths';
import { jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import {
  buildDayStatus,
  buildStage,
  buildStatus,
  buildStream,
  NOW,
  runEachTestAtNow,
} from '../../../test/learning-fixtures';
import { Landing, renderRoutes } from '../../../test/render';
import { ACCESS_CASES, cancelFreezeFrom, expectAccessActions } from '../access-test-fixtures';
import { CalendarScreen } from './calendar-screen';

function answer(
  stream: Stream,
  {
    stages = [],
    status = buildStatus(stream),
    cancelFreeze,
  }: { stages?: Stage[]; status?: StreamStatusAnswer; cancelFreeze?: Stream } = {},
) {
  return fakeApi({
    ...(cancelFreeze && {
      [`GET /user-course-streams/${stream.id}/freeze/cancel`]: () => jsonResponse(cancelFreeze),
    }),
    [`GET /user-course-streams/${stream.id}`]: () => jsonResponse(stream),
    [`GET /user-course-streams/${stream.id}/status`]: () => jsonResponse(status),
    [`GET /courses/${stream.courseId}/stages`]: () => jsonResponse(stages),
  });
}

function renderCalendar(path: string) {
  return renderRoutes(
    [
      { path: paths.calendar.pattern, element: <CalendarScreen /> },
      { path: paths.courses.pattern, element: <Landing name="courses" /> },
    ],
    { path },
  );
}

/** The banner at the top of the calendar says `text`, and nothing else does. */
async function expectBanner(stream: Stream, text: string) {
  answer(stream);
  await renderCalendar(paths.calendar.href({ streamId: stream.id }));
  expect((await screen.findByText(text)).tagName).toBe('P');
}

runEachTestAtNow();

describe('calendar status message', () => {
  it('counts the days before a stream starts, a started day as a whole one', async () => {
    const stream = buildStream({ status: 'not_started', startDate: NOW + 3 * DAY_MS - 3600_000 });
    await expectBanner(stream, 'Старт через 3 дня');
  });

  it('gives the end date of a freeze in effect', async () => {
    const stream = buildStream({
      status: 'freeze',
      userCourseStreamFreeze: {
        id: 1,
        status: 'Active',
        startDate: NOW - DAY_MS,
        endDate: NOW + 5 * DAY_MS,
      },
    });
    await expectBanner(stream, 'Заморожен до 15 мая 2025 г.');
  });

  it('gives the day access stopped', async () => {
    const stream = buildStream({
      status: 'stopped',
      isOptionalPurchase: true,
      accessStoppedAt: NOW - 2 * DAY_MS,
    });
    await expectBanner(stream, 'Доступ приостановлен 8 мая 2025 г.');
  });

  it('gives the day access ended', async () => {
    const stream = buildStream({ status: 'ended', endDate: NOW - DAY_MS });
    await expectBanner(stream, 'Доступ закончился 9 мая 2025 г.');
  });

  it('counts the days left to the end, rounded up', async () => {
    const stream = buildStream({ endDate: NOW + 4 * DAY_MS + 1 });
    await expectBanner(stream, 'Осталось 5 дней');
  });

  it('counts to an earlier access end given in seconds', async () => {
    const stream = buildStream({
      endDate: NOW + 40 * DAY_MS,
      message_expires_date: (NOW + DAY_MS) / SECOND_MS,
    });
    await expectBanner(stream, 'Остался 1 день');
  });

  it('speaks the active language', async () => {
    const stream = buildStream({ status: 'ended', endDate: NOW - DAY_MS });
    answer(stream);
    await renderCalendar(paths.calendar.href({ streamId: stream.id }));
    await screen.findByRole('heading', { level: 1 });
    await act(() => activateLanguage('en'));
    expect(await screen.findByText('Access ended on May 9, 2025')).toBeTruthy();
  });
});

describe('calendar days', () => {
  async function renderDays(
    overrides: Partial<Stream>,
    mark: (days: Day[]) => {
      statusDays: ReturnType<typeof buildDayStatus>[];
      currentDayId?: number;
    },
  ) {
    const stream = buildStream(overrides);
    const stage = buildStage({ courseId: stream.courseId, sort: 1, title: 'Подготовка' }, [
      {},
      { dayOfRest: true },
      { is_demo_accessible: false },
      {},
      {},
    ]);
    const days = stage.requestDays ?? [];
    const { statusDays, currentDayId } = mark(days);
    const current = days.find((day) => day.id === currentDayId);
    answer(stream, {
      stages: [stage],
      status: buildStatus(stream, {
        days: statusDays,
        currentDay: current
          ? {
              stageId: stage.id,
              dayId: current.id,
              dayNumber: current.dayNumber,
              title: '',
              excerpt: '',
            }
          : null,
      }),
    });
    await renderCalendar(paths.calendar.href({ streamId: stream.id }));
    const section = await screen.findByRole('region', { name: 'Подготовка' });
    return { stream, section, days };
  }

  it('links open days to the day by number and marks rest, started, finished and current', async () => {
    const { stream, section } = await renderDays({}, (days) => ({
      statusDays: days.map((day, index) =>
        buildDayStatus(day, {
          startedAt: index <= 1 ? 1_746_000_000 : null,
          finishedAt: index === 0 ? 1_746_100_000 : null,
        }),
      ),
      currentDayId: days[1]?.id,
    }));
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '1День 1, пройден',
      '2День 2, день отдыха, начат, текущий день',
      '3День 3',
      '4День 4',
      '5День 5',
    ]);
    expect(links[2]?.getAttribute('href')).toBe(
      paths.calendarDay.href({ streamId: stream.id, dayNumber: 3 }),
    );
    expect(links[1]?.getAttribute('aria-current')).toBe('step');
    expect(links[0]?.getAttribute('aria-current')).toBeNull();
  });

  it('locks the days a demo stream may not open, announced but not a link', async () => {
    const { section } = await renderDays({ isDemo: true, courseFullAccess: false }, (days) => ({
      statusDays: days.map((day, index) => buildDayStatus(day, { isOpenByTimeDelay: index !== 3 })),
    }));
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['1День 1', '2День 2, день отдыха', '5День 5']);
    const items = within(section).getAllByRole('listitem');
    expect(items[2]?.textContent).toBe('3День 3, недоступен в демо-версии');
    expect(items[3]?.textContent).toBe('4День 4, откроется позже');
    expect(items[2]?.querySelector('svg')).not.toBeNull();
    expect(items[2]?.querySelector('a, [tabindex]')).toBeNull();
  });

  it('opens every day of a demo stream with full access', async () => {
    const { section } = await renderDays({ isDemo: true, courseFullAccess: true }, (days) => ({
      statusDays: days.map((day) => buildDayStatus(day)),
    }));
    expect(within(section).getAllByRole('link')).toHaveLength(5);
  });

  it('locks a day the server locks', async () => {
    const { section } = await renderDays({}, (days) => ({
      statusDays: days.map((day, index) => buildDayStatus(day, { isLocked: index === 0 })),
    }));
    expect(within(section).getAllByRole('listitem')[0]?.textContent).toBe('1День 1, недоступен');
    expect(within(section).getAllByRole('link')).toHaveLength(4);
  });
});

describe('calendar access states', () => {
  it.each(ACCESS_CASES)('$name: says so and offers the way forward', async (access) => {
    const stream = buildStream(access.stream);
    answer(stream);
    await renderCalendar(paths.calendar.href({ streamId: stream.id }));
    const nav = await screen.findByRole('navigation', { name: 'Разделы курса' });
    expectAccessActions(nav.parentElement as HTMLElement, access, stream.id, { panel: true });
  });

  it('cancels a freeze in effect after a confirmation', async () => {
    const frozen = ACCESS_CASES.find((access) => access.cancelsFreeze);
    const stream = buildStream(frozen?.stream);
    const api = answer(stream, { cancelFreeze: { ...stream, status: 'started' } });
    await renderCalendar(paths.calendar.href({ streamId: stream.id }));
    await cancelFreezeFrom(
      await screen.findByRole('region', { name: 'Занятия сейчас недоступны' }),
    );
    await waitFor(() =>
      expect(api.requests()).toContain(`GET /user-course-streams/${stream.id}/freeze/cancel`),
    );
    // The stream runs again: its lessons are no longer closed.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Занятия сейчас недоступны' })).toBeNull(),
    );
  });

  it('offers no freeze on a demo stream', async () => {
    const stream = buildStream({ isDemo: true, courseFullAccess: false });
    answer(stream);
    await renderCalendar(paths.calendar.href({ streamId: stream.id }));
    const nav = await screen.findByRole('navigation', { name: 'Разделы курса' });
    expect(within(nav).queryByRole('link', { name: /замороз/i })).toBeNull();
  });

  it('offers no second freeze over a scheduled one, but its dates and its cancellation', async () => {
    const start = NOW + 2 * DAY_MS;
    const end = NOW + 9 * DAY_MS;
    const stream = buildStream({
      userCourseStreamFreeze: { id: 4, status: 'Created', startDate: start, endDate: end },
    });
    answer(stream);
    await renderCalendar(paths.calendar.href({ streamId: stream.id }));
    const nav = await screen.findByRole('navigation', { name: 'Разделы курса' });
    expect(within(nav).queryByRole('link', { name: /замороз/i })).toBeNull();
    const summary = nav.parentElement as HTMLElement;
    expect(summary.textContent).toContain(
      `Заморозка запланирована с ${formatDate(start, 'ru')} по ${formatDate(end, 'ru')}`,
    );
    expect(within(summary).getByRole('button', { name: 'Отменить заморозку' })).toBeTruthy();
  });
});

describe('calendar actions and states', () => {
  it('leads to materials, homework and the freeze of a started stream', async () => {
    const stream = buildStream();
    answer(stream);
    await renderCalendar(paths.calendar.href({ streamId: stream.id }));
    const nav = await screen.findByRole('navigation', { name: 'Разделы курса' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Материалы курса', paths.materials.href({ streamId: stream.id })],
      ['Домашние задания', paths.homeworks.href({ stream: stream.id })],
      ['Заморозить курс', paths.freeze.href({ streamId: stream.id })],
    ]);
  });

  it('offers no freeze to a stream that has ended', async () => {
    const stream = buildStream({ status: 'ended', endDate: NOW - DAY_MS });
    answer(stream);
    await renderCalendar(paths.calendar.href({ streamId: stream.id }));
    const nav = await screen.findByRole('navigation', { name: 'Разделы курса' });
    expect(within(nav).queryByRole('link', { name: /замороз/i })).toBeNull();
  });

  it('names the start of a stream not started, in the active language', async () => {
    const stream = buildStream({ status: 'not_started', startDate: NOW + 3 * DAY_MS });
    answer(stream);
    await renderCalendar(paths.calendar.href({ streamId: stream.id }));
    await screen.findByRole('region', { name: 'Занятия сейчас недоступны' });
    await act(() => activateLanguage('en'));
    const notice = await screen.findByRole('region', { name: 'Lessons are not available now' });
    expect(notice.textContent).toContain(
      `The course starts on ${formatDate(NOW + 3 * DAY_MS, 'en')}, in 3 days.`,
    );
    expect(within(notice).queryAllByRole('link')).toEqual([]);
  });

  it('a running stream has no such notice', async () => {
    const stream = buildStream();
    answer(stream);
    await renderCalendar(paths.calendar.href({ streamId: stream.id }));
    await screen.findByRole('navigation', { name: 'Разделы курса' });
    expect(screen.queryByRole('region', { name: 'Занятия сейчас недоступны' })).toBeNull();
  });

  it('asks for the stream status with request-all', async () => {
    const stream = buildStream();
    const api = answer(stream);
    await renderCalendar(paths.calendar.href({ streamId: stream.id }));
    await screen.findByRole('heading', { level: 1, name: stream.course?.title });
    const status = api.calls.find((call) => call.path.endsWith('/status'));
    expect(status?.url.searchParams.get('request-all')).toBe('1');
  });

  it('says so when the stream is not the user’s', async () => {
    fakeApi({
      'GET /user-course-streams/9': () => jsonResponse({ message: 'Not found' }, { status: 404 }),
    });
    await renderCalendar('/course/9/calendar');
    expect(await screen.findByRole('heading', { name: 'Курс не найден' })).toBeTruthy();
  });

  it('shows why it failed, with a retry', async () => {
    fakeApi({
      'GET /user-course-streams/9': () =>
        jsonResponse({ message: 'Сервис недоступен' }, { status: 503 }),
    });
    await renderCalendar('/course/9/calendar');
    expect((await screen.findByRole('alert')).textContent).toBe('Сервис недоступен');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });

  it('goes to my courses without a usable stream id', async () => {
    fakeApi({});
    const { router } = await renderCalendar('/course/abc/calendar');
    expect((await screen.findByTestId('landing')).textContent).toBe('courses');
    expect(router.state.location.pathname).toBe(paths.courses.href());
  });
});
