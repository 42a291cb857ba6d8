import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '../shared/api/token-storage';
import { navigationHistory } from '../shared/navigation/navigation-history';
import type { User } from '../shared/session/current-user';
import { buildDomainConfiguration, buildUser, jsonResponse } from '../test/factories';
import { fakeApi } from '../test/fake-api';
import { buildCourse, buildStream } from '../test/learning-fixtures';
import { renderInRouter, startedQueryClient } from '../test/render';
import { setViewportWidth, VIEWPORTS } from '../test/viewport';
import { AppRoutes } from './router';

const t = (key: string) => i18next.t(key);

const stream = buildStream({ id: 7, course: buildCourse({ title: 'Йога для начинающих' }) });

/** The signed-in app at `path`, with the streams and home's calls answered. */
function open(
  path: string,
  user: User | null = buildUser(),
  handlers: Parameters<typeof fakeApi>[0] = {},
) {
  if (user) tokenStorage.write('session-token');
  fakeApi({
    'GET /user': () => jsonResponse(user),
    'GET /user-course-streams': () => jsonResponse([stream]),
    'GET /user-course-streams/7': () => jsonResponse(stream),
    'GET /banners': () => jsonResponse([]),
    'GET /banner/new-features': () => jsonResponse([]),
    'GET /streak': () => jsonResponse({ days: 0, studiedToday: false, forgivenDates: [] }),
    ...handlers,
  });
  const domain = buildDomainConfiguration({ title: 'Школа' });
  return renderInRouter(<AppRoutes />, { path, client: startedQueryClient({ user, domain }) });
}

/** The shell's chunk and the screen's group download on first use: slow in a busy test run. */
const findHeader = () => screen.findByRole('banner', {}, { timeout: 15_000 });
const findHeading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

beforeEach(() => navigationHistory.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  tokenStorage.remove();
  setViewportWidth(1024);
});

describe('side navigation (from 1244 px)', () => {
  beforeEach(() => setViewportWidth(VIEWPORTS.desktop));

  it('has my courses and the catalogue after home', async () => {
    await open('/home');
    const nav = await screen.findByRole(
      'navigation',
      { name: t('shell.menu.sections') },
      { timeout: 15_000 },
    );
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.slice(0, 3)).toEqual([
      t('shell.menu.home'),
      t('shell.menu.courses'),
      t('shell.menu.catalog'),
    ]);
    expect(
      within(nav)
        .getByRole('link', { name: t('shell.menu.courses') })
        .getAttribute('href'),
    ).toBe('/courses');
  });

  it("marks my courses, and only it, on a course's screen", async () => {
    await open('/course/7/freeze');
    const nav = await screen.findByRole(
      'navigation',
      { name: t('shell.menu.sections') },
      { timeout: 15_000 },
    );
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([t('shell.menu.courses')]);
  });
});

describe('mobile header title', () => {
  beforeEach(() => setViewportWidth(VIEWPORTS.mobile));

  it("names the course on a course's screen, not 'Course'", async () => {
    await open('/course/7/freeze');
    const header = await findHeader();
    await findHeading(t('learningScreens.freeze.title'));
    expect(await within(header).findByText('Йога для начинающих')).toBeTruthy();
    expect(within(header).queryByText(t('shell.titles.course'))).toBeNull();
  });

  it('does not repeat the heading right below it', async () => {
    await open('/home');
    const header = await findHeader();
    await findHeading(t('learningScreens.home.title'));
    expect(await within(header).findByText('Школа')).toBeTruthy();
    expect(within(header).queryByText(t('learningScreens.home.title'))).toBeNull();
  });
});

describe('not-found page', () => {
  it('shows inside the shell for a signed-in user', async () => {
    setViewportWidth(VIEWPORTS.desktop);
    await open('/no-such-page');
    await findHeading(t('app.notFound.title'));
    expect(await findHeader()).toBeTruthy();
    expect(screen.getByRole('navigation', { name: t('shell.menu.sections') })).toBeTruthy();
  });

  it('shows without the shell to a visitor', async () => {
    await open('/no-such-page', null);
    await findHeading(t('app.notFound.title'));
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('main')).toBeTruthy();
  });
});

describe('a failed load', () => {
  it("says the unknown-error text in Russian, not the server's English 'Internal error'", async () => {
    await open('/course/7/calendar', buildUser(), {
      'GET /user-course-streams/7': () =>
        jsonResponse({ message: 'Internal error' }, { status: 500 }),
      'GET /user-course-streams/7/status': () =>
        jsonResponse({ message: 'Internal error' }, { status: 500 }),
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toBe(t('common.errors.unknown'));
    expect(alert.textContent).not.toContain('Internal');
  });
});
