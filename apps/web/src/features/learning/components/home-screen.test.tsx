import type { Stream } from '@platform/contracts/streams';
import type { Unbranded } from '@platform/contracts/time';
import { DAY_MS } from '@platform/domain/constants/time';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/routing/paths';
import { buildBrandConfig, jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import {
  buildCourse,
  buildStatus,
  buildStream,
  NOW,
  runEachTestAtNow,
} from '../../../test/learning-fixtures';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import { ACCESS_CASES, cancelFreezeFrom, expectAccessActions } from '../access-test-fixtures';
import { learningKeys } from '../learning-keys';
import { HomeScreen } from './home-screen';

/** A promise the test settles when it chooses. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve: () => resolve() };
}

/** The home screen with a banner that is loading until `banners` settles. */
function HomeAwaitingBanners({ banners }: { banners: Promise<void> }) {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    banners.then(() => setLoading(false));
  }, [banners]);
  return <HomeScreen banner={<p>Баннер</p>} bannerLoading={loading} />;
}

const currentDay = { stageId: 1, dayId: 44, dayNumber: 7, title: 'Баланс', excerpt: 'Стойки' };

const titled = (title: string, overrides: Partial<Unbranded<Stream>> = {}) =>
  buildStream({ ...overrides, course: buildCourse({ title }) });

function renderHome(
  streams: Stream[],
  current: Stream | null = null,
  routes: Parameters<typeof fakeApi>[0] = {},
) {
  const api = fakeApi({
    ...routes,
    'GET /user-course-streams': () => jsonResponse(streams),
    ...(current && {
      [`GET /user-course-streams/${current.id}/status`]: () =>
        jsonResponse(buildStatus(current, { currentDay })),
    }),
  });
  // The brand lists demo streams, so that the demo's card shows.
  const client = startedQueryClient({ brand: buildBrandConfig({ isDemoAccessible: true }) });
  return { api, view: renderRoutes([{ path: '/', element: <HomeScreen /> }], { client }) };
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

  it('appears whole once the current day and the banners are in, so nothing pushes it down', async () => {
    const first = titled('Йога');
    const status = deferred();
    const banners = deferred();
    const api = fakeApi({
      'GET /user-course-streams': () => jsonResponse([first]),
      [`GET /user-course-streams/${first.id}/status`]: async () => {
        await status.promise;
        return jsonResponse(buildStatus(first, { currentDay }));
      },
    });
    const { client } = await renderRoutes([
      { path: '/', element: <HomeAwaitingBanners banners={banners.promise} /> },
    ]);
    const ongoing = () => screen.queryByRole('region', { name: 'Проходите сейчас' });
    await waitFor(() =>
      expect(api.requests()).toContain(`GET /user-course-streams/${first.id}/status`),
    );
    expect(screen.getByRole('status')).toBeTruthy();
    expect(ongoing()).toBeNull();

    status.resolve();
    await waitFor(() =>
      expect(client.getQueryState(learningKeys.streamStatus(first.id))?.status).toBe('success'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The current day is in, the banners are still on their way: the courses wait with them.
    expect(ongoing()).toBeNull();
    expect(screen.queryByText('Баннер')).toBeNull();
    banners.resolve();
    expect(await screen.findByRole('region', { name: 'Проходите сейчас' })).toBeTruthy();
    expect(screen.getByText('Баннер')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'День 7. Баланс' })).toBeTruthy();
  });

  it('shows the courses when the current day fails, asking for it once, and retries in its card', async () => {
    const first = titled('Йога');
    let statusAnswer = jsonResponse({ message: 'Internal error' }, { status: 500 });
    const { api, view } = renderHome([first], null, {
      [`GET /user-course-streams/${first.id}/status`]: () => statusAnswer,
    });
    await view;
    expect(await screen.findByRole('region', { name: 'Проходите сейчас' })).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Текущий день' });
    expect(within(card).getByRole('alert')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const statusCalls = () => api.requests().filter((request) => request.endsWith('/status'));
    expect(statusCalls()).toHaveLength(1);

    statusAnswer = jsonResponse(buildStatus(first, { currentDay }));
    fireEvent.click(within(card).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('region', { name: 'День 7. Баланс' })).toBeTruthy();
    expect(statusCalls()).toHaveLength(2);
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

describe('home access states', () => {
  /** The card of the course titled `title`. */
  const cardOf = async (title: string) =>
    (await screen.findByRole('heading', { level: 3, name: title })).closest(
      'article',
    ) as HTMLElement;

  it.each(ACCESS_CASES)('$name: its card says so and offers the way forward', async (access) => {
    const stream = titled('Йога', access.stream);
    await renderHome([stream], stream.status === 'started' ? stream : null).view;
    expectAccessActions(await cardOf('Йога'), access, stream.id);
  });

  it('lists the streams that do not run under the other courses, by status', async () => {
    const ended = titled('Растяжка', { status: 'ended', endDate: NOW - DAY_MS });
    const waiting = titled('Медитация', { status: 'not_started', startDate: NOW + DAY_MS });
    await renderHome([ended, waiting]).view;
    const others = await screen.findByRole('region', { name: 'Другие ваши курсы' });
    expect(
      within(others)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Медитация', 'Растяжка']);
  });

  it('cancels a freeze from its card after a confirmation', async () => {
    const frozen = ACCESS_CASES.find((access) => access.cancelsFreeze);
    const stream = titled('Спина', frozen?.stream);
    const { api, view } = renderHome([stream], null, {
      [`GET /user-course-streams/${stream.id}/freeze/cancel`]: () =>
        jsonResponse({ ...stream, status: 'started', userCourseStreamFreeze: null }),
    });
    await view;
    await cancelFreezeFrom(await cardOf('Спина'));
    await waitFor(() =>
      expect(api.requests()).toContain(`GET /user-course-streams/${stream.id}/freeze/cancel`),
    );
  });
});
