import type { SearchCourse } from '@platform/contracts/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../shared/routing/paths';
import { jsonResponse } from '../../../test/factories';
import { type ApiCall, fakeApi } from '../../../test/fake-api';
import { buildStream } from '../../../test/learning-fixtures';
import { renderRoutes } from '../../../test/render';
import { CatalogCourseScreen } from './catalog-course-screen';
import { CatalogScreen } from './catalog-screen';
import { ShortCourseSearch } from './short-course-search';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);
const bodyOf = (call: ApiCall | undefined) => JSON.parse(String(call?.body));

function course(id: number, overrides: Partial<SearchCourse> = {}): SearchCourse {
  return {
    id,
    title: `Йога ${id}`,
    caption: 'Мягкая практика',
    excerpt: '',
    language: 'ru',
    category: { id: 1, name: 'yoga', title: 'Йога' },
    subcategory: { name: 'Хатха' },
    backgroundImage: 'https://example.com/yoga.svg',
    landing: 'https://example.com/yoga',
    coach: { name: 'Мария Соколова', photo: null },
    ...overrides,
  };
}

const filters = [
  { id: 1, name: 'yoga', title: 'Йога', icon: null, sort: 1 },
  { id: 2, name: 'tai-chi', title: 'Тай-чи', icon: null, sort: 999 },
];

/** An answer of the search: the page's courses, the filters and the headers of its page. */
function found(courses: SearchCourse[], page = 1, pageCount = 1, total = courses.length) {
  return jsonResponse(
    { message: 'ok', data: { courses, filters }, errors: {} },
    {
      headers: {
        'x-pagination-current-page': String(page),
        'x-pagination-page-count': String(pageCount),
        'x-pagination-per-page': '8',
        'x-pagination-total-count': String(total),
      },
    },
  );
}

async function renderCatalog(path: string, routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ 'GET /catalog-position': () => jsonResponse([]), ...routes });
  const view = await renderRoutes(
    [
      { path: paths.catalog.pattern, element: <CatalogScreen /> },
      { path: paths.newCourse.pattern, element: <CatalogCourseScreen /> },
    ],
    { path },
  );
  return { ...view, api };
}

const searches = (api: { calls: ApiCall[] }) =>
  api.calls.filter((call) => call.path === '/course/search').map(bodyOf);

afterEach(() => vi.unstubAllGlobals());

describe('/catalog', () => {
  it('lists the courses with their category, coach and link, and the category filters', async () => {
    const { api } = await renderCatalog('/catalog', {
      'POST /course/search': () => found([course(1), course(2)]),
    });
    const list = await screen.findByRole('list', { name: t('catalog.resultsLabel') });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0] as HTMLElement)
        .getByRole('link', { name: 'Йога 1' })
        ?.getAttribute('href'),
    ).toBe('/new-course/1');
    expect(cards[0]?.textContent).toContain(t('catalog.coach', { name: 'Мария Соколова' }));
    expect(cards[0]?.textContent).toContain(`${t('catalog.categories.yoga')} · Хатха`);
    expect(screen.getByText(t('catalog.found', { count: 2 }))).toBeTruthy();
    // Unknown category names keep the brand's title.
    const group = screen.getByRole('group', { name: t('catalog.categoriesLabel') });
    expect(within(group).getByRole('button', { name: 'Тай-чи' })).toBeTruthy();
    expect(
      within(group)
        .getByRole('button', { name: t('catalog.allCategories') })
        ?.getAttribute('aria-pressed'),
    ).toBe('true');
    expect(searches(api)).toEqual([{ textSearch: null, categoryId: null, page: 1, perPage: 8 }]);
  });

  it('searches as one types, by the trimmed text, and answers a text searched before from its cache', async () => {
    const user = userEvent.setup();
    const { api } = await renderCatalog('/catalog', {
      'POST /course/search': (call) =>
        found(bodyOf(call).textSearch === 'йогой' ? [course(7, { title: 'Йога для спины' })] : []),
    });
    await screen.findByText(t('catalog.empty'));
    const field = screen.getByRole('searchbox', { name: t('catalog.searchLabel') });
    await user.type(field, ' йогой ');
    expect(await screen.findByRole('link', { name: 'Йога для спины' })).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'пилатес');
    expect(await screen.findByText(t('catalog.nothingFound'))).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'йогой');
    expect(await screen.findByRole('link', { name: 'Йога для спины' })).toBeTruthy();
    const texts = searches(api).map((body) => body.textSearch);
    expect(texts.filter((text) => text === 'йогой')).toHaveLength(1);
    expect(texts).toContain('пилатес');
  });

  it('appends the next page and filters by category', async () => {
    const user = userEvent.setup();
    const { api } = await renderCatalog('/catalog', {
      'POST /course/search': (call) => {
        const { page, categoryId } = bodyOf(call);
        if (categoryId === 2) return found([course(20, { title: 'Тай-чи утром' })]);
        return page === 1 ? found([course(1), course(2)], 1, 2, 3) : found([course(3)], 2, 2, 3);
      },
    });
    await user.click(await screen.findByRole('button', { name: t('catalog.showMore') }));
    await screen.findByRole('link', { name: 'Йога 3' });
    expect(screen.getByRole('link', { name: 'Йога 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('catalog.showMore') })).toBeNull();
    expect(searches(api).at(-1)).toMatchObject({ page: 2 });

    await user.click(screen.getByRole('button', { name: 'Тай-чи' }));
    expect(await screen.findByRole('link', { name: 'Тай-чи утром' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Йога 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Тай-чи' })?.getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(searches(api).at(-1)).toMatchObject({ categoryId: 2, page: 1 });
  });

  it("says 'Failed to search courses' when the search fails; retry searches again", async () => {
    const user = userEvent.setup();
    let fail = true;
    await renderCatalog('/catalog', {
      'POST /course/search': () =>
        fail ? jsonResponse({ message: 'error: down' }, { status: 503 }) : found([course(1)]),
    });
    expect((await screen.findByRole('alert')).textContent).toContain(t('catalog.failed'));
    fail = false;
    await user.click(screen.getByRole('button', { name: t('common.actions.retry') }));
    expect(await screen.findByRole('link', { name: 'Йога 1' })).toBeTruthy();
  });
});

describe('/catalog positions', () => {
  it('adds a position to the subscription and leads to its lessons; a refusal says why', async () => {
    const user = userEvent.setup();
    const position = (id: number, title: string) => ({
      id,
      image: 'https://example.com/yoga.svg',
      serviceId: id,
      title: 'Подписка',
      course: { id, title },
    });
    await renderCatalog('/catalog', {
      'POST /course/search': () => found([]),
      'GET /catalog-position': () => jsonResponse([position(1, 'Пилатес'), position(2, 'Танцы')]),
      'POST /catalog-position/1/add-to-subscription': () =>
        jsonResponse({ message: 'ok', data: { courseId: 1, streamId: 9 }, errors: {} }),
      'POST /catalog-position/2/add-to-subscription': () =>
        jsonResponse(
          {
            message: 'error: Чтобы добавить курс, нужна действующая подписка',
            code: 'subscription_required',
            status: 403,
            errors: {},
            data: null,
          },
          { status: 403 },
        ),
    });
    const section = await screen.findByRole('region', { name: t('catalog.positions.title') });
    const [first, second] = await within(section).findAllByRole('button', {
      name: t('catalog.positions.add'),
    });
    await user.click(first as HTMLElement);
    expect(
      (
        await within(section).findByRole('link', { name: t('catalog.positions.added') })
      ).getAttribute('href'),
    ).toBe(paths.calendar.href({ streamId: 9 }));
    await user.click(second as HTMLElement);
    expect((await within(section).findByRole('alert')).textContent).toContain(
      'нужна действующая подписка',
    );
  });
});

describe('/new-course/{courseId}', () => {
  it('opens a course of the results from the copy the search holds, with the way into it', async () => {
    const user = userEvent.setup();
    const { api } = await renderCatalog('/catalog', {
      'POST /course/search': () => found([course(1)]),
      'GET /user-course-streams': () => jsonResponse([buildStream({ id: 9, courseId: 1 })]),
    });
    await user.click(await screen.findByRole('link', { name: 'Йога 1' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Йога 1' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: t('catalog.course.toCalendar') })?.getAttribute('href'),
    ).toBe(paths.calendar.href({ streamId: 9 }));
    expect(searches(api)).toHaveLength(1);
  });

  it('finds a course it does not hold by its id (page 1, perPage 1); an unknown one is not found', async () => {
    const { api } = await renderCatalog('/new-course/5', {
      'POST /course/search': (call) =>
        found(bodyOf(call).cids[0] === 5 ? [course(5, { title: 'Пилатес' })] : []),
      'GET /user-course-streams': () => jsonResponse([]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Пилатес' })).toBeTruthy();
    expect(screen.getByText(t('catalog.course.notYours'))).toBeTruthy();
    expect(searches(api)).toEqual([
      { textSearch: null, categoryId: null, cids: [5], page: 1, perPage: 1 },
    ]);
    await renderCatalog('/new-course/6', {
      'POST /course/search': () => found([]),
      'GET /user-course-streams': () => jsonResponse([]),
    });
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 1 }).at(-1)?.textContent).toContain(
        t('catalog.course.notFound'),
      ),
    );
  });
});

describe('the short course search after sign-in', () => {
  it('loads the catalogue copies of the courses of the learner streams, each once (cids, perPage)', async () => {
    const streams = [
      buildStream({ id: 1, courseId: 3 }),
      buildStream({ id: 2, courseId: 3 }),
      buildStream({ id: 3, courseId: 4 }),
    ];
    const api = fakeApi({
      'GET /user-course-streams': () => jsonResponse(streams),
      'POST /course/search': () => found([course(3, { title: 'Моя йога' }), course(4)]),
    });
    await renderRoutes([{ path: paths.home.pattern, element: <ShortCourseSearch /> }], {
      path: paths.home.href(),
    });
    await waitFor(() =>
      expect(searches(api)).toEqual([
        { textSearch: null, categoryId: null, cids: [3, 4], page: 1, perPage: 2 },
      ]),
    );
  });
});
