import type { Stream } from '@platform/contracts/streams';
import type { Unbranded } from '@platform/contracts/time';
import { DAY_MS } from '@platform/domain/constants/time';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/routing/paths';
import { jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import {
  buildCourse,
  buildStatus,
  buildStream,
  NOW,
  runEachTestAtNow,
} from '../../../test/learning-fixtures';
import { renderRoutes } from '../../../test/render';
import { HomeScreen } from './home-screen';

const titled = (title: string, overrides: Partial<Unbranded<Stream>> = {}) =>
  buildStream({ ...overrides, course: buildCourse({ title }) });

function renderHome(streams: Stream[], current: Stream | null = null) {
  const currentDay = { stageId: 1, dayId: 44, dayNumber: 7, title: 'Баланс', excerpt: 'Стойки' };
  const api = fakeApi({
    'GET /user-course-streams': () => jsonResponse(streams),
    ...(current && {
      [`GET /user-course-streams/${current.id}/status`]: () =>
        jsonResponse(buildStatus(current, { currentDay })),
    }),
  });
  return { api, view: renderRoutes([{ path: '/', element: <HomeScreen /> }]) };
}

runEachTestAtNow();

describe('home', () => {
  it('leads to the current day of the first started stream', async () => {
    const waiting = titled('Скоро', { status: 'not_started', startDate: NOW + DAY_MS });
    const first = titled('Йога');
    const second = titled('Пилатес');
    const { api, view } = renderHome([waiting, first, second], first);
    await view;
    const card = await screen.findByRole('region', { name: 'День 7. Баланс' });
    expect(within(card).getByText('Йога')).toBeTruthy();
    expect(within(card).getByText('Стойки')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Перейти к занятию' }).getAttribute('href')).toBe(
      paths.calendarDay.href({ streamId: first.id, dayNumber: 7 }),
    );
    expect(api.requests().filter((request) => request.endsWith('/status'))).toEqual([
      `GET /user-course-streams/${first.id}/status`,
    ]);
  });

  it('lists the started streams with their progress and status', async () => {
    const first = titled('Йога', { endDate: NOW + 3 * DAY_MS });
    const ended = titled('Старое', { status: 'ended', endDate: NOW - DAY_MS });
    await renderHome([first, ended], first).view;
    const ongoing = await screen.findByRole('region', { name: 'Проходите сейчас' });
    expect(
      within(ongoing)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Йога']);
    expect(within(ongoing).getByText('Осталось 3 дня')).toBeTruthy();
    expect(within(ongoing).getByRole('progressbar').getAttribute('aria-valuetext')).toBe('30%');
    expect(within(ongoing).getByRole('link', { name: 'Все мои курсы' }).getAttribute('href')).toBe(
      paths.courses.href(),
    );
  });

  it('has no current day when nothing is started', async () => {
    await renderHome([titled('Старое', { status: 'ended', endDate: NOW - DAY_MS })]).view;
    expect(await screen.findByText('Сейчас у вас нет идущих курсов.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Перейти к занятию' })).toBeNull();
  });

  it('shows the way to the catalogue when there is no stream', async () => {
    await renderHome([]).view;
    expect(await screen.findByRole('heading', { name: 'У вас пока нет курсов' })).toBeTruthy();
  });
});
