import type { Stream } from '@platform/contracts/streams';
import type { Unbranded } from '@platform/contracts/time';
import { DAY_MS } from '@platform/domain/constants/time';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/routing/paths';
import { buildBrandConfig, jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { buildCourse, buildStream, NOW, runEachTestAtNow } from '../../../test/learning-fixtures';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import { CoursesScreen } from './courses-screen';

function renderCourses(streams: Stream[], { isDemoAccessible = true } = {}) {
  const api = fakeApi({ 'GET /user-course-streams': () => jsonResponse(streams) });
  const client = startedQueryClient({ brand: buildBrandConfig({ isDemoAccessible }) });
  return { api, view: renderRoutes([{ path: '/', element: <CoursesScreen /> }], { client }) };
}

/** Each section's heading with the course titles of its cards, in order. */
async function sections() {
  await screen.findByRole('heading', { level: 1, name: 'Мои курсы' });
  // The sections show once the screen's banners are in.
  return (await screen.findAllByRole('region')).map((region) => [
    within(region).getByRole('heading', { level: 2 }).textContent,
    within(region)
      .queryAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ]);
}

const titled = (title: string, overrides: Partial<Unbranded<Stream>>) =>
  buildStream({ ...overrides, course: buildCourse({ title }) });

/** The card whose title link is `title`. */
async function card(title: string): Promise<HTMLElement> {
  const found = (await screen.findByRole('link', { name: title })).closest('article');
  if (!found) throw new Error(`no card for ${title}`);
  return found;
}

runEachTestAtNow();

describe('my courses', () => {
  it('puts started streams in ongoing, waiting ones in active and ended ones in completed', async () => {
    const { api, view } = renderCourses([
      titled('Стоп', { status: 'stopped', isOptionalPurchase: true, accessStoppedAt: NOW }),
      titled('Конец', { status: 'ended', endDate: NOW - DAY_MS }),
      titled('Идёт', { status: 'started' }),
      titled('Заморозка', {
        status: 'freeze',
        userCourseStreamFreeze: { id: 1, status: 'Active', startDate: NOW, endDate: NOW + DAY_MS },
      }),
      titled('Скоро', { status: 'not_started', startDate: NOW + DAY_MS }),
    ]);
    await view;
    expect(await sections()).toEqual([
      ['Проходите сейчас', ['Идёт']],
      // Sorted by stream status: not started, frozen, stopped.
      ['Активные', ['Скоро', 'Заморозка', 'Стоп']],
      ['Завершённые', ['Конец']],
    ]);
    expect(api.calls[0]?.url.searchParams.get('expand')).toBe('course,chatStatus');
  });

  it('leaves empty sections out', async () => {
    await renderCourses([titled('Идёт', {})]).view;
    expect(await sections()).toEqual([['Проходите сейчас', ['Идёт']]]);
  });

  it('links each card to its calendar, with its progress and status message', async () => {
    const stream = titled('Йога', { endDate: NOW + 2 * DAY_MS });
    await renderCourses([stream]).view;
    const yoga = await card('Йога');
    expect(within(yoga).getByRole('link', { name: 'Йога' }).getAttribute('href')).toBe(
      paths.calendar.href({ streamId: stream.id }),
    );
    // Ending within the brand's daysShowWarning days: the way to extend it.
    expect(within(yoga).getByRole('link', { name: 'Продлить курс' }).getAttribute('href')).toBe(
      paths.extend.href({ streamId: stream.id }),
    );
    expect(within(yoga).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');
    expect(within(yoga).getByText('30%')).toBeTruthy();
    expect(within(yoga).getByText('Осталось 2 дня')).toBeTruthy();
  });

  it('badges demo streams', async () => {
    const streams = [titled('Демо-курс', { isDemo: true }), titled('Полный', {})];
    await renderCourses(streams).view;
    expect(within(await card('Демо-курс')).getByText('Демо')).toBeTruthy();
    expect(within(await card('Полный')).queryByText('Демо')).toBeNull();
  });

  it('hides demo streams where the brand allows no demo access', async () => {
    const streams = [titled('Демо-курс', { isDemo: true }), titled('Полный', {})];
    await renderCourses(streams, { isDemoAccessible: false }).view;
    expect(await sections()).toEqual([['Проходите сейчас', ['Полный']]]);
  });

  it('shows the way to the catalogue when there is no course', async () => {
    await renderCourses([]).view;
    expect(await screen.findByRole('heading', { name: 'У вас пока нет курсов' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' }).getAttribute('href')).toBe(
      paths.catalog.href(),
    );
  });
});
