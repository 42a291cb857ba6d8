import type { Stage } from '@platform/contracts/courses';
import type { Stream, UserHomeworkStatus } from '@platform/contracts/streams';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateRange } from '../../../shared/i18n/format-date';
import { activateLanguage } from '../../../shared/i18n/language';
import { paths } from '../../../shared/routing/paths';
import { buildBrandConfig, buildUser, jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { buildCourse, buildDay, buildStage, buildStream } from '../../../test/learning-fixtures';
import { Landing, renderRoutes, startedQueryClient } from '../../../test/render';
import { HomeworkListScreen } from './homework-list-screen';
import { buildHomework, buildHomeworkStatus } from './test-fixtures';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);

const yoga = buildCourse({ title: 'Йога для начинающих' });
const face = buildCourse({ title: 'Фейсфитнес' });
const basics = buildStage({ courseId: yoga.id, title: 'Основы', sort: 1 });
const dayThree = buildDay({ stageId: basics.id, dayNumber: 3 });
basics.requestDays = [dayThree];
const yogaStream = buildStream({
  course: yoga,
  startDate: Date.UTC(2025, 4, 1),
  endDate: Date.UTC(2025, 5, 30),
});
const faceStream = buildStream({
  course: face,
  startDate: Date.UTC(2025, 3, 1),
  endDate: Date.UTC(2025, 3, 30),
});

type Answers = { statuses: UserHomeworkStatus[]; streams?: Stream[]; stages?: Stage[] };

async function renderList(
  { statuses, streams = [yogaStream, faceStream], stages = [basics] }: Answers,
  { path = '/homework', demoAccessible = false } = {},
) {
  const api = fakeApi({
    'GET /homework': () => jsonResponse(statuses),
    'GET /user-course-streams': () => jsonResponse(streams),
    [`GET /courses/${yoga.id}/stages`]: () => jsonResponse(stages),
    [`GET /courses/${face.id}/stages`]: () => jsonResponse([]),
  });
  const client = startedQueryClient({
    user: buildUser(),
    brand: buildBrandConfig({ isDemoAccessible: demoAccessible }),
  });
  const view = await renderRoutes(
    [
      { path: '/homework', element: <HomeworkListScreen /> },
      { path: '/homework/:streamId/:homeworkId', element: <Landing name="homework" /> },
    ],
    { path, client },
  );
  await screen.findByRole('heading', { level: 1, name: t('homework.list.title') });
  // The list shows once the screen's banners are in.
  await waitFor(() => expect(screen.queryByText(t('common.loading'))).toBeNull());
  return { ...view, api };
}

/** The list item of a homework, found by its title. */
function item(title: string): HTMLElement {
  const found = screen.getByText(title).closest('li');
  if (!found) throw new Error(`No item for ${title}`);
  return found;
}

afterEach(() => vi.unstubAllGlobals());

describe('homework list', () => {
  it('asks for every homework status with its homework and points', async () => {
    const { api } = await renderList({ statuses: [] });
    const call = api.calls.find(({ path }) => path === '/homework');
    expect(call?.url.searchParams.get('expand')).toBe('scores,homework');
  });

  it('labels each status in words (spec section 4)', async () => {
    const statuses = (['NOT_UPLOADED', 'UPLOADED', 'DONE', 'FAIL'] as const).map((status, sort) =>
      buildHomeworkStatus(yogaStream, buildHomework(yoga, { title: `Задание ${status}`, sort }), {
        status,
      }),
    );
    await renderList({ statuses });
    await act(() => activateLanguage('en'));
    expect(within(item('Задание NOT_UPLOADED')).getByText('Not sent')).toBeTruthy();
    expect(within(item('Задание UPLOADED')).getByText('On checking')).toBeTruthy();
    expect(within(item('Задание DONE')).getByText('Approved')).toBeTruthy();
    expect(within(item('Задание FAIL')).getByText('Not approved')).toBeTruthy();
  });

  it('groups homework under its course title and dates, newest stream first, in course order', async () => {
    const second = buildHomework(yoga, { title: 'Дыхание', sort: 2, dayId: dayThree.id });
    const first = buildHomework(yoga, { title: 'Осанка', sort: 1, stageId: basics.id });
    const other = buildHomework(face, { title: 'Улыбка' });
    await renderList({
      statuses: [
        buildHomeworkStatus(yogaStream, second),
        buildHomeworkStatus(faceStream, other),
        buildHomeworkStatus(yogaStream, first),
      ],
    });
    const groups = screen.getAllByRole('region');
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual([
      'Йога для начинающих',
      'Фейсфитнес',
    ]);
    expect(within(groups[0] as HTMLElement).getByText('1 мая – 30 июня 2025 г.')).toBeTruthy();
    expect(within(groups[1] as HTMLElement).getByText('1–30 апреля 2025 г.')).toBeTruthy();
    const titles = within(groups[0] as HTMLElement)
      .getAllByRole('listitem')
      .map((entry) => within(entry).getByRole('link').textContent);
    expect(titles).toEqual(['Осанка', 'Дыхание']);
    expect(await within(item('Дыхание')).findByText('Основы · день 3')).toBeTruthy();
    expect(within(item('Осанка')).getByText('Основы')).toBeTruthy();
  });

  it('shows two streams of one course as two named groups, the later one first', async () => {
    const earlier = buildStream({
      course: yoga,
      startDate: Date.UTC(2024, 8, 1),
      endDate: Date.UTC(2024, 10, 30),
    });
    const homework = buildHomework(yoga, { title: 'Осанка' });
    await renderList({
      statuses: [buildHomeworkStatus(earlier, homework), buildHomeworkStatus(yogaStream, homework)],
      streams: [earlier, yogaStream],
    });
    await act(() => activateLanguage('en'));
    // en-US writes the span with thin spaces round the dash: May 1 – June 30, 2025.
    const named = (stream: Stream) =>
      `Йога для начинающих ${formatDateRange(stream.startDate, stream.endDate, 'en')}`;
    expect(named(yogaStream)).toMatch(/^Йога для начинающих May 1\s–\sJune 30, 2025$/);
    expect(screen.getByRole('region', { name: named(yogaStream) })).toBeTruthy();
    expect(screen.getByRole('region', { name: named(earlier) })).toBeTruthy();
    expect(
      screen
        .getAllByRole('region')
        .map((group) => within(group).getByRole('link').getAttribute('href')),
    ).toEqual([
      expect.stringContaining(`/homework/${yogaStream.id}/`),
      expect.stringContaining(`/homework/${earlier.id}/`),
    ]);
  });

  it('shows one stream’s homework when opened from its course, and leads back to all', async () => {
    const posture = buildHomeworkStatus(yogaStream, buildHomework(yoga, { title: 'Осанка' }));
    const smile = buildHomeworkStatus(faceStream, buildHomework(face, { title: 'Улыбка' }), {
      status: 'DONE',
    });
    const { router } = await renderList(
      { statuses: [posture, smile] },
      { path: paths.homeworks.href({ stream: yogaStream.id }) },
    );
    expect(screen.getByText('Осанка')).toBeTruthy();
    expect(screen.queryByText('Улыбка')).toBeNull();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(
      screen.getByText(t('homework.list.scopedTo', { course: 'Йога для начинающих' })),
    ).toBeTruthy();
    // The status filter counts and keeps this stream's homework only.
    const filter = screen.getByRole('navigation', { name: t('homework.list.filter') });
    const done = t('homework.list.withCount', {
      label: t('learning.homeworkStatus.DONE'),
      count: 0,
    });
    const user = userEvent.setup();
    await user.click(within(filter).getByRole('link', { name: done }));
    expect(router.state.location.search).toBe(`?status=DONE&stream=${yogaStream.id}`);
    expect(screen.getByText(t('homework.list.emptyFilter'))).toBeTruthy();

    await user.click(screen.getByRole('link', { name: t('homework.list.allCourses') }));
    expect(router.state.location.search).toBe('?status=DONE');
    expect(screen.getByText('Улыбка')).toBeTruthy();
  });

  it('says so when the course it was opened from has no homework', async () => {
    const posture = buildHomeworkStatus(yogaStream, buildHomework(yoga, { title: 'Осанка' }));
    await renderList(
      { statuses: [posture] },
      { path: paths.homeworks.href({ stream: faceStream.id }) },
    );
    expect(screen.getByText(t('homework.list.emptyStream'))).toBeTruthy();
    expect(screen.queryByText('Осанка')).toBeNull();
    expect(screen.getByText(t('homework.list.scopedTo', { course: 'Фейсфитнес' }))).toBeTruthy();
    await userEvent
      .setup()
      .click(screen.getByRole('link', { name: t('homework.list.allCourses') }));
    expect(screen.getByText('Осанка')).toBeTruthy();
  });

  it('opens a homework by its status id', async () => {
    const status = buildHomeworkStatus(yogaStream, buildHomework(yoga, { title: 'Осанка' }));
    const { router } = await renderList({ statuses: [status] });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Осанка' }));
    expect(router.state.location.pathname).toBe(`/homework/${yogaStream.id}/${status.id}`);
  });

  it('shows a locked homework of a demo course as locked, without a link', async () => {
    const demo = buildStream({ course: yoga, isDemo: true, courseFullAccess: false });
    const status = buildHomeworkStatus(demo, buildHomework(yoga, { title: 'Закрытое' }), {
      isLocked: true,
    });
    await renderList({ statuses: [status], streams: [demo] }, { demoAccessible: true });
    expect(screen.queryByRole('link', { name: 'Закрытое' })).toBeNull();
    expect(within(item('Закрытое')).getByText(t('learning.homeworkErrors.locked'))).toBeTruthy();
  });

  it('filters by status from the address, with the count of each', async () => {
    const failed = buildHomeworkStatus(
      yogaStream,
      buildHomework(yoga, { title: 'Задание на пересдачу' }),
      {
        status: 'FAIL',
      },
    );
    const done = buildHomeworkStatus(
      yogaStream,
      buildHomework(yoga, { title: 'Готовое задание' }),
      {
        status: 'DONE',
      },
    );
    await renderList({ statuses: [failed, done] }, { path: '/homework?status=FAIL' });
    expect(screen.getByText('Задание на пересдачу')).toBeTruthy();
    expect(screen.queryByText('Готовое задание')).toBeNull();
    const label = t('homework.list.withCount', {
      label: t('learning.homeworkStatus.FAIL'),
      count: 1,
    });
    const filter = screen.getByRole('navigation', { name: t('homework.list.filter') });
    expect(within(filter).getByRole('link', { name: label }).getAttribute('aria-current')).toBe(
      'page',
    );

    await userEvent.setup().click(within(filter).getByRole('link', { name: /^Все/ }));
    expect(screen.getByText('Готовое задание')).toBeTruthy();
  });

  it('says when there is no homework at all', async () => {
    await renderList({ statuses: [] });
    expect(screen.getByText(t('homework.list.empty'))).toBeTruthy();
  });

  it('says when no homework has the chosen status', async () => {
    const done = buildHomeworkStatus(yogaStream, buildHomework(yoga), { status: 'DONE' });
    await renderList({ statuses: [done] }, { path: '/homework?status=UPLOADED' });
    expect(screen.getByText(t('homework.list.emptyFilter'))).toBeTruthy();
  });
});
