import type { Banner } from '@platform/contracts/banners';
import type { Day, Stage } from '@platform/contracts/courses';
import type { Stream } from '@platform/contracts/streams';
import {
  BANNER_SLOT_CODES,
  type BannerPlacement,
  type BannerScreen,
  WIDE_MAIN_PAGE_SLOT,
} from '@platform/domain/banners';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLesson, buildLessonSet } from '../../features/learning/player/test-fixtures';
import { buildBanner } from '../../shared/banners/test-fixtures';
import { paths } from '../../shared/routing/paths';
import { buildUser, jsonResponse } from '../../test/factories';
import { fakeApi } from '../../test/fake-api';
import {
  buildDay,
  buildDayStatus,
  buildStage,
  buildStatus,
  buildStream,
} from '../../test/learning-fixtures';
import { renderRoutes, startedQueryClient } from '../../test/render';
import { screens as accountScreens } from './account-screens';
import { screens as commerceScreens } from './commerce-screens';
import { screens as communicationScreens } from './communication-screens';
import { screens as learningScreens } from './learning-screens';

// The day's player: this browser has no Media Source Extensions.
vi.mock('hls.js/light', () => ({ default: { isSupported: () => false } }));

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);

afterEach(() => vi.unstubAllGlobals());

/*
 * Every place a banner may be aimed at (the slot-code map of packages/domain, docs/decisions.md
 * §Banners) gets a banner titled after it, for every platform; each screen must show exactly
 * the banners of its places, each where the place says. A slot mounted with the wrong position
 * or placement shows another place's banner, or none.
 */

type Place = `${BannerScreen} · ${BannerPlacement}`;
const placeOf = (position: BannerScreen, placement: BannerPlacement): Place =>
  `${position} · ${placement}`;

const PLACES: readonly Place[] = [
  ...new Set(BANNER_SLOT_CODES.map((slot) => placeOf(slot.position, slot.placement))),
];

const bannerOf = (place: Place, id: number, overrides: Partial<Banner> = {}) => {
  const [position, placement] = place.split(' · ') as [BannerScreen, BannerPlacement];
  return buildBanner(id, {
    positions: [position],
    placements: [placement],
    title: place,
    ...overrides,
  });
};

/** GET /banners: the banner of every place but the main page's, which are new features. */
const EVERY_PLACE = PLACES.filter((place) => !place.endsWith('mainPage')).map((place, index) =>
  bannerOf(place, index + 1),
);
const NEW_FEATURE = bannerOf('home · mainPage', 100);

/** The screens and the places they show, in the order they appear on the screen. */
const SCREEN_PLACES: Record<string, readonly Place[]> = {
  home: ['home · mainPage', 'home · top', 'home · bottom', 'home · sidebar'],
  courses: ['courses · top', 'courses · beforeCourse'],
  catalog: ['courses · catalog'],
  calendar: ['calendar · top', 'calendar · beforeStage', 'calendar · sidebar'],
  openDay: ['day · beforeLessons', 'day · afterVideo', 'day · sidebar'],
  lessonWithoutVideo: [
    'day · beforeLessons',
    'day · insteadVideo',
    'day · afterVideo',
    'day · sidebar',
  ],
  closedDay: ['day · insteadVideo', 'day · sidebar'],
  homeworks: ['homeworks · top'],
  videoconsultations: ['videoconsultations · top'],
  support: ['support · top'],
  settings: ['settings · top'],
};

/** The titles of the banners on screen, in the order they appear. */
function shownBanners(): string[] {
  return screen.queryAllByRole('list', { name: t('banners.label') }).flatMap((list) =>
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? ''),
  );
}

/** The list of banners that holds the banner titled `title`. */
const slotOf = (title: string) => screen.getByText(title).closest('ul') as HTMLElement;

/** Whether `a` comes before `b` in the document. */
const isBefore = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

/** Renders a screen at `path` with the banners of every place (and `routes` for its data),
 * once the first of `places` shows: a screen shows its banners all at once. */
async function renderScreen(
  element: ReactNode,
  { pattern, path = pattern }: { pattern: string; path?: string },
  places: readonly Place[],
  routes: Parameters<typeof fakeApi>[0] = {},
  banners: Banner[] = EVERY_PLACE,
) {
  const api = fakeApi({
    'GET /banners': () => jsonResponse(banners),
    'GET /banner/new-features': () => jsonResponse([NEW_FEATURE]),
    ...routes,
  });
  const view = await renderRoutes([{ path: pattern, element }], {
    path,
    client: startedQueryClient({ user: buildUser() }),
  });
  await screen.findByText(places[0] ?? '');
  return { api, view };
}

describe('banner places', () => {
  it('the screens together mount every place the slot codes name', () => {
    expect(new Set(Object.values(SCREEN_PLACES).flat())).toEqual(new Set(PLACES));
  });

  describe('home', () => {
    const stream = buildStream({ status: 'not_started' });
    const homeRoutes = {
      'GET /user-course-streams': () => jsonResponse([stream]),
      'GET /streak': () => jsonResponse({ days: 2, studiedToday: false, forgivenDates: [] }),
    };

    it('shows the new features of its main-page code, then top, bottom after the courses and sidebar in the side column', async () => {
      const { api } = await renderScreen(
        <learningScreens.home />,
        { pattern: paths.home.pattern },
        SCREEN_PLACES.home ?? [],
        homeRoutes,
      );
      expect(shownBanners()).toEqual(SCREEN_PLACES.home);
      const asked = api.calls.find((call) => call.path === '/banner/new-features');
      expect(asked?.url.searchParams.get('position')).toBe(String(WIDE_MAIN_PAGE_SLOT));
      const courses = screen.getByRole('heading', { name: t('learningScreens.home.others') });
      expect(isBefore(slotOf('home · top'), courses)).toBe(true);
      expect(isBefore(courses, slotOf('home · bottom'))).toBe(true);
      const side = screen.getByRole('complementary');
      expect(within(side).getByText('home · sidebar')).toBeTruthy();
      // The sidebar banners come first: the streak arrives after the screen shows, below them.
      expect(await within(side).findByText(t('reminderScreens.streak.title'))).toBeTruthy();
      expect(isBefore(slotOf('home · sidebar'), within(side).getByRole('heading'))).toBe(true);
    });

    it('has a side column for sidebar banners alone, and none without them', async () => {
      const noStreams = { ...homeRoutes, 'GET /user-course-streams': () => jsonResponse([]) };
      const home = <learningScreens.home />;
      const { view } = await renderScreen(home, { pattern: '/' }, ['home · sidebar'], noStreams, [
        bannerOf('home · sidebar', 1),
      ]);
      expect(within(screen.getByRole('complementary')).getByText('home · sidebar')).toBeTruthy();
      view.unmount();
      vi.unstubAllGlobals();

      await renderScreen(home, { pattern: '/' }, ['home · top'], noStreams, [
        bannerOf('home · top', 1),
      ]);
      expect(screen.queryByRole('complementary')).toBeNull();
    });
  });

  it('courses: top, then beforeCourse before the course cards', async () => {
    await renderScreen(
      <learningScreens.courses />,
      { pattern: paths.courses.pattern },
      SCREEN_PLACES.courses ?? [],
      { 'GET /user-course-streams': () => jsonResponse([buildStream()]) },
    );
    expect(shownBanners()).toEqual(SCREEN_PLACES.courses);
    const firstSection = screen.getAllByRole('heading', { level: 2 })[0];
    if (!firstSection) throw new Error('the courses have a section');
    expect(isBefore(slotOf('courses · beforeCourse'), firstSection)).toBe(true);
  });

  it('catalogue: its catalog place above the search', async () => {
    await renderScreen(
      <commerceScreens.catalog />,
      { pattern: paths.catalog.pattern },
      SCREEN_PLACES.catalog ?? [],
      {
        'GET /catalog-position': () => jsonResponse([]),
        'POST /course/search': () =>
          jsonResponse({ message: 'ok', data: { courses: [], filters: [] }, errors: {} }),
      },
    );
    expect(shownBanners()).toEqual(SCREEN_PLACES.catalog);
    expect(isBefore(slotOf('courses · catalog'), screen.getByRole('searchbox'))).toBe(true);
  });

  it('calendar: top, beforeStage between the summary and the stages, sidebar in the side column', async () => {
    const stream = buildStream();
    const stage: Stage = buildStage({ courseId: stream.courseId, sort: 1, title: 'Неделя 1' }, [
      {},
    ]);
    const path = paths.calendar.href({ streamId: stream.id });
    await renderScreen(
      <learningScreens.calendar />,
      { pattern: paths.calendar.pattern, path },
      SCREEN_PLACES.calendar ?? [],
      {
        [`GET /user-course-streams/${stream.id}`]: () => jsonResponse(stream),
        [`GET /user-course-streams/${stream.id}/status`]: () => jsonResponse(buildStatus(stream)),
        [`GET /courses/${stream.courseId}/stages`]: () => jsonResponse([stage]),
      },
    );
    expect(shownBanners()).toEqual(SCREEN_PLACES.calendar);
    const stageHeading = screen.getByRole('heading', { name: 'Неделя 1' });
    expect(isBefore(slotOf('calendar · top'), slotOf('calendar · beforeStage'))).toBe(true);
    expect(isBefore(slotOf('calendar · beforeStage'), stageHeading)).toBe(true);
    expect(within(screen.getByRole('complementary')).getByText('calendar · sidebar')).toBeTruthy();
  });

  describe('day', () => {
    /** The day screen of `day` (number 2) in `stream`, with the banners of every place and two
     * meant for some days only. */
    async function renderDay(day: Day, stream: Stream, places: readonly Place[]) {
      const base = `/user-course-streams/${stream.id}`;
      const days = [buildDayStatus(day)];
      const thisDay = bannerOf('day · afterVideo', 200, {
        stage_day_ids: [day.id],
        title: 'Этот день',
      });
      const otherDay = bannerOf('day · afterVideo', 201, {
        stage_day_ids: [day.id + 1],
        title: 'Другой день',
      });
      return renderScreen(
        <learningScreens.calendarDay />,
        {
          pattern: paths.calendarDay.pattern,
          path: paths.calendarDay.href({ streamId: stream.id, dayNumber: 2 }),
        },
        places,
        {
          [`GET ${base}`]: () => jsonResponse(stream),
          [`GET ${base}/status`]: () => jsonResponse(buildStatus(stream, { days })),
          [`GET /courses/${stream.courseId}/stages/${day.stageId}/days/${day.id}`]: () =>
            jsonResponse(day),
        },
        [...EVERY_PLACE, thisDay, otherDay],
      );
    }
    const dayOf = (lessons = [buildLesson({ title: 'Планка' })]) =>
      buildDay({
        stageId: 5,
        dayNumber: 2,
        title: 'Сила',
        lessonSets: [
          buildLessonSet(
            {},
            lessons.map((lesson) => ({ lesson })),
          ),
        ],
      });
    const player = (title: string) =>
      screen.getByRole('region', { name: t('day.nowPlaying', { title }) });

    it('open: beforeLessons above the player, afterVideo under it (with the banners of this day only), sidebar beside', async () => {
      await renderDay(dayOf(), buildStream(), SCREEN_PLACES.openDay ?? []);
      expect(shownBanners()).toEqual([
        'day · beforeLessons',
        'day · afterVideo',
        'Этот день',
        'day · sidebar',
      ]);
      const lessons = screen.getByRole('region', { name: t('day.lessons') });
      expect(isBefore(slotOf('day · beforeLessons'), player('Планка'))).toBe(true);
      expect(isBefore(player('Планка'), slotOf('day · afterVideo'))).toBe(true);
      expect(isBefore(slotOf('day · afterVideo'), lessons)).toBe(true);
      expect(isBefore(lessons, slotOf('day · sidebar'))).toBe(true);
    });

    it('a lesson without a video: insteadVideo in the player, under its notice', async () => {
      await renderDay(
        dayOf([buildLesson({ title: 'Дыхание', video: null })]),
        buildStream(),
        SCREEN_PLACES.lessonWithoutVideo ?? [],
      );
      expect(shownBanners()).toEqual([
        'day · beforeLessons',
        'day · insteadVideo',
        'day · afterVideo',
        'Этот день',
        'day · sidebar',
      ]);
      expect(within(player('Дыхание')).getByText('day · insteadVideo')).toBeTruthy();
      expect(isBefore(screen.getByText(t('day.noVideo')), slotOf('day · insteadVideo'))).toBe(true);
    });

    it('closed (the stream has not started): insteadVideo in the player’s place, nothing of the lessons', async () => {
      await renderDay(
        dayOf(),
        buildStream({ status: 'not_started' }),
        SCREEN_PLACES.closedDay ?? [],
      );
      expect(shownBanners()).toEqual(SCREEN_PLACES.closedDay);
      const notice = screen.getByRole('region', { name: t('learningScreens.contentClosed.title') });
      expect(isBefore(notice, slotOf('day · insteadVideo'))).toBe(true);
    });
  });

  it.each([
    [
      'homeworks',
      <communicationScreens.homeworks key="homeworks" />,
      paths.homeworks.pattern,
      {
        'GET /homework': () => jsonResponse([]),
        'GET /user-course-streams': () => jsonResponse([]),
      },
    ],
    [
      'videoconsultations',
      <communicationScreens.videoconsultations key="videoconsultations" />,
      paths.videoconsultations.pattern,
      {
        'GET /course/online-consultations': () => jsonResponse([]),
        'GET /online-consultation': () => jsonResponse([]),
      },
    ],
    [
      'support',
      <communicationScreens.support key="support" />,
      paths.support.pattern,
      {
        'GET /support-category': () => jsonResponse([]),
        'GET /user-course-streams': () => jsonResponse([]),
        'GET /tech-questions': () => jsonResponse([]),
      },
    ],
    ['settings', <accountScreens.userSettings key="settings" />, paths.userSettings.pattern, {}],
  ] as const)('%s: its top place under the heading', async (name, element, pattern, routes) => {
    const places = SCREEN_PLACES[name] ?? [];
    await renderScreen(element, { pattern }, places, routes);
    expect(shownBanners()).toEqual(places);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(isBefore(heading, slotOf(places[0] ?? ''))).toBe(true);
  });
});
