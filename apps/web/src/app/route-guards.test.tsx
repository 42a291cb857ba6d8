import { act, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitGlobalLogout } from '../shared/api/logout-event';
import { tokenStorage } from '../shared/api/token-storage';
import { navigationHistory } from '../shared/navigation/navigation-history';
import { currentUserQuery } from '../shared/session/current-user';
import { loginNotice } from '../shared/session/login-notice';
import { buildUser, jsonResponse } from '../test/factories';
import { renderInRouter, startedQueryClient } from '../test/render';
import { listenForGlobalLogout } from './global-logout';
import { AppRoutes } from './router';

const fetchMock = vi.fn<typeof fetch>();

/** The whole route tree of the app, started at `path`. */
function open(path: string, user: ReturnType<typeof buildUser> | null = null) {
  if (user) tokenStorage.write('token');
  return renderInRouter(<AppRoutes />, { path, client: startedQueryClient({ user }) });
}

/** The calls of the screens under test; the cookie banner (on every page) asks for its own. */
function screenCalls() {
  return fetchMock.mock.calls.filter(([url]) => !String(url).includes('/cookie'));
}

/** The first use of a route group imports its whole chunk, which takes a while in tests. */
const CHUNK_LOAD = { timeout: 15_000 };

/** The learning screens' first call answered: the user has no streams yet. */
function withoutStreams() {
  fetchMock.mockImplementation(async (url) =>
    String(url).includes('/user-course-streams')
      ? jsonResponse([])
      : jsonResponse({ message: 'Not found' }, { status: 404 }),
  );
}

async function settlesAt(router: Awaited<ReturnType<typeof open>>['router'], target: string) {
  await waitFor(() =>
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(target),
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  navigationHistory.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('auth routes while signed out (spec section 4)', () => {
  it('store the target as the return URL and go to login', async () => {
    const { router } = await open('/course/7/calendar?day=2');
    await settlesAt(router, '/');
    expect(navigationHistory.returnUrl()).toBe('/course/7/calendar?day=2');
    expect(
      await screen.findByRole('heading', { name: i18next.t('auth.login.title') }),
    ).toBeTruthy();
  });

  it('do not come back to logout after the next sign-in', async () => {
    const { router } = await open('/logout');
    await settlesAt(router, '/');
    expect(navigationHistory.returnUrl()).toBeNull();
  });
});

describe('the ordered checks on the real routes', () => {
  it('send a user who must verify the phone and update the profile to the phone first', async () => {
    const user = buildUser({ requirePhoneValidate: true, requiredUpdateProfile: true });
    const { router } = await open('/courses', user);
    await settlesAt(router, '/phone-verification');
  });

  it('let logout through even when the e-mail must be verified', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ success: true, data: null, errors: {} }),
    );
    const { router } = await open('/logout', buildUser({ requireEmailValidate: true }));
    await settlesAt(router, '/');
    expect(screenCalls().map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'POST /spa/api/v1/auth/logout?lang=ru',
    ]);
    expect(tokenStorage.read()).toBeNull();
  });

  it('send a signed-in user away from guest routes to the homepage', async () => {
    withoutStreams();
    const { router } = await open('/', buildUser());
    await settlesAt(router, '/home');
    expect(
      await screen.findByRole(
        'heading',
        { name: i18next.t('learningScreens.home.title') },
        CHUNK_LOAD,
      ),
    ).toBeTruthy();
  });
});

describe('redirect and action routes (spec section 2)', () => {
  it('send /user and /course home and /subscriptions to subscriptions with the warning', async () => {
    const user = buildUser();
    const { router } = await open('/user', user);
    await settlesAt(router, '/home');
    await act(() => router.navigate('/course'));
    await settlesAt(router, '/home');
    await act(() => router.navigate('/subscriptions'));
    await settlesAt(router, '/user/subscriptions?warning=true');
  });

  it('send the reminder paths of the spec to the settings screens, keeping the id', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/schedule')
        ? jsonResponse({ repeatDays: {}, timezone: 'Europe/Moscow', nextReminderAt: null })
        : jsonResponse({ message: 'Not found' }, { status: 404 }),
    );
    const { router } = await open('/reminders/new', buildUser());
    await settlesAt(router, '/user/settings/reminders/new');
    await act(() => router.navigate('/reminders/3'));
    await settlesAt(router, '/user/settings/reminders/3');
    await act(() => router.navigate('/reminders/5?from=mail'));
    await settlesAt(router, '/user/settings/reminders/5?from=mail');
  });

  it('keep the spec reminder paths for signed-in learners only', async () => {
    const { router } = await open('/reminders/3');
    await settlesAt(router, '/');
    expect(navigationHistory.returnUrl()).toBe('/reminders/3');
  });

  it('/auto-login signs in with the token and goes to returnUrl', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(buildUser()));
    const { router } = await open('/auto-login?token=handed&returnUrl=%2Fchat');
    await settlesAt(router, '/chat');
    expect(tokenStorage.read()).toBe('handed');
  });

  it('/auto-login without a token goes to login', async () => {
    const { router } = await open('/auto-login');
    await settlesAt(router, '/');
  });

  it('/delete deletes the user, signs out and goes to login', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ success: true, data: null, errors: {} }),
    );
    const { router } = await open('/delete?returnUrl=%2Fhome', buildUser());
    await settlesAt(router, '/');
    const [url, init] = screenCalls()[0] ?? [];
    expect(`${init?.method} ${url}`).toBe('DELETE /spa/api/v1/user?lang=ru');
    expect(init?.body).toBeInstanceOf(FormData);
    expect(tokenStorage.read()).toBeNull();
    expect(navigationHistory.returnUrl()).toBe('/home');
  });

  it('show the not-found page for unknown paths', async () => {
    await open('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: i18next.t('app.notFound.title') }),
    ).toBeTruthy();
  });
});

describe('the global logout event (a 401 to a call with a token)', () => {
  it('signs out, sets the notice, saves the return URL and opens login', async () => {
    withoutStreams();
    const { router, client } = await open('/courses', buildUser());
    const stop = listenForGlobalLogout(client, router);
    await screen.findByRole(
      'heading',
      { name: i18next.t('learningScreens.courses.title') },
      CHUNK_LOAD,
    );
    act(() => emitGlobalLogout());
    emitGlobalLogout(); // a second failed call changes nothing
    stop();
    await settlesAt(router, '/');
    expect(tokenStorage.read()).toBeNull();
    expect(client.getQueryData(currentUserQuery.queryKey)).toBeNull();
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(i18next.t('app.session.loggedOut'));
    expect(loginNotice.read()).toBeNull();
    expect(navigationHistory.returnUrl()).toBe('/courses');
  });
});
