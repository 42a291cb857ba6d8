import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/factories';
import { fakeApi } from '../../test/fake-api';
import { buildCourse, buildStream, NOW, runEachTestAtNow } from '../../test/learning-fixtures';
import { renderRoutes } from '../../test/render';
import { screens } from './learning-screens';

const DAY_MS = 24 * 60 * 60 * 1000;
runEachTestAtNow();
afterEach(() => vi.unstubAllGlobals());

const schedule = { repeatDays: {}, timezone: 'UTC', nextReminderAt: null, enabled: true };

function eventsApi(routes: Record<string, () => Response>) {
  return fakeApi({
    'GET /user-course-streams': () => jsonResponse([]),
    'GET /online-consultation': () => jsonResponse([]),
    'GET /schedule': () => jsonResponse(schedule),
    ...routes,
  });
}

describe('/events', () => {
  it("groups the learner's coming events by day, each leading to its screen", async () => {
    const starting = buildStream({
      id: 11,
      status: 'not_started',
      startDate: NOW + 2 * DAY_MS,
      endDate: NOW + 60 * DAY_MS,
      course: buildCourse({ title: 'Йога' }),
    });
    const ending = buildStream({
      id: 12,
      status: 'started',
      endDate: NOW + 2 * DAY_MS + 60_000,
      course: buildCourse({ title: 'Пилатес' }),
    });
    eventsApi({ 'GET /user-course-streams': () => jsonResponse([starting, ending]) });
    await renderRoutes([{ path: '/', element: <screens.events /> }]);
    const day = await screen.findByRole('region', { name: /12 мая/ });
    const links = within(day).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Старт курса «Йога»', '/course/11/calendar'],
      ['Заканчивается доступ к курсу «Пилатес»', '/course/12/calendar'],
    ]);
  });

  it('says when nothing is coming', async () => {
    eventsApi({});
    await renderRoutes([{ path: '/', element: <screens.events /> }]);
    expect(await screen.findByText('В ближайший месяц ничего не запланировано.')).toBeTruthy();
  });

  it('shows why the events did not load, with a retry', async () => {
    eventsApi({
      'GET /user-course-streams': () => jsonResponse({ message: 'x' }, { status: 500 }),
    });
    await renderRoutes([{ path: '/', element: <screens.events /> }]);
    expect(await screen.findByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
