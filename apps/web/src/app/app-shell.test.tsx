import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '../shared/api/token-storage';
import { navigationHistory } from '../shared/navigation/navigation-history';
import type { User } from '../shared/session/current-user';
import { buildDomainConfiguration, buildUser, jsonResponse } from '../test/factories';
import { fakeApi } from '../test/fake-api';
import { renderInRouter, startedQueryClient } from '../test/render';
import { setViewportWidth, VIEWPORTS } from '../test/viewport';
import { AppRoutes } from './router';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);

function open(path: string, user: User, domain = buildDomainConfiguration()) {
  tokenStorage.write('session-token');
  fakeApi({
    'GET /user': ({ url }) =>
      jsonResponse(
        url.searchParams.get('expand') === 'scores_amount' ? { ...user, scores_amount: 250 } : user,
      ),
  });
  return renderInRouter(<AppRoutes />, { path, client: startedQueryClient({ user, domain }) });
}

/** The shell's chunk and the screen's group download on first use: slow in a busy test run. */
function findHeader() {
  return screen.findByRole('banner', {}, { timeout: 15_000 });
}

async function openMenu(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name }));
  return { user, menu: await screen.findByRole('menu') };
}

const menuEntries = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

beforeEach(() => navigationHistory.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  setViewportWidth(1024);
});

describe('desktop header (from 1244 px)', () => {
  beforeEach(() => setViewportWidth(VIEWPORTS.desktop));

  it('shows the logo, avatar, name and points; avatar and points open the points page', async () => {
    await open('/home', buildUser({ name: 'Anna', last_name: 'Ivanova' }));
    const header = await findHeader();
    expect(
      within(header)
        .getByRole('link', { name: t('app.shell.home') })
        .getAttribute('href'),
    ).toBe('/home');
    const profile = await within(header).findByRole('link', { name: /Anna Ivanova\s*250 баллов/ });
    expect(profile.getAttribute('href')).toBe('/user/points');
    expect(within(profile).getByText('AI')).toBeTruthy();
  });

  it('puts the general menu in the side navigation, the current area marked', async () => {
    await open('/home', buildUser());
    const nav = await screen.findByRole('navigation', { name: t('shell.menu.sections') });
    const home = within(nav).getByRole('link', { name: t('shell.menu.home') });
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: t('shell.menu.subscriptions') })).toBeTruthy();
  });

  it('has the settings menu in the burger, without the dashboard for learners', async () => {
    await open(
      '/home',
      buildUser(),
      buildDomainConfiguration({ adminDashboardUrl: 'https://admin.example/' }),
    );
    await findHeader();
    const { menu } = await openMenu(t('shell.header.menu'));
    expect(menuEntries(menu)).toEqual([
      t('shell.menu.contactSupport'),
      t('shell.menu.editProfile'),
      t('shell.menu.settings'),
      t('shell.menu.points'),
      t('shell.menu.exit'),
      `${t('common.language.label')}Русский`,
    ]);
  });

  it('gives admins the dashboard link with their token', async () => {
    await open(
      '/home',
      buildUser({ isAdmin: true }),
      buildDomainConfiguration({ adminDashboardUrl: 'https://admin.example/login' }),
    );
    await findHeader();
    const { menu } = await openMenu(t('shell.header.menu'));
    const dashboard = within(menu).getByRole('menuitem', {
      name: new RegExp(t('shell.menu.adminDashboard')),
    });
    expect(dashboard.getAttribute('href')).toBe('https://admin.example/login?token=session-token');
    expect(dashboard.getAttribute('target')).toBe('_blank');
  });

  it('hides the dashboard link when no dashboard is configured', async () => {
    await open('/home', buildUser({ isAdmin: true }));
    await findHeader();
    const { menu } = await openMenu(t('shell.header.menu'));
    expect(
      within(menu).queryByRole('menuitem', { name: new RegExp(t('shell.menu.adminDashboard')) }),
    ).toBeNull();
  });

  it('opens the support form from the menu', async () => {
    await open('/home', buildUser({ email: 'anna@example.com' }));
    await findHeader();
    const { user, menu } = await openMenu(t('shell.header.menu'));
    await user.click(within(menu).getByRole('menuitem', { name: t('shell.menu.contactSupport') }));
    // The form's chunk downloads on first use.
    const form = await screen.findByRole(
      'dialog',
      { name: t('support.form.title') },
      { timeout: 15_000 },
    );
    expect((within(form).getByLabelText(t('support.form.email')) as HTMLInputElement).value).toBe(
      'anna@example.com',
    );
  });

  it('offers the messengers first when the site has one', async () => {
    await open('/home', buildUser(), buildDomainConfiguration({ whatsAppNumber: '89001234567' }));
    await findHeader();
    const { user, menu } = await openMenu(t('shell.header.menu'));
    await user.click(within(menu).getByRole('menuitem', { name: t('shell.menu.contactSupport') }));
    const choice = await screen.findByRole('dialog', { name: t('shell.messengers.title') });
    const whatsApp = within(choice).getByRole('link', { name: /WhatsApp/ });
    expect(whatsApp.getAttribute('href')).toBe('https://wa.me/79001234567');
    expect(whatsApp.getAttribute('target')).toBe('_blank');
    await user.click(within(choice).getByRole('button', { name: t('shell.messengers.form') }));
    expect(await screen.findByRole('dialog', { name: t('support.form.title') })).toBeTruthy();
  });
});

describe('mobile and tablet header (below 1244 px)', () => {
  beforeEach(() => setViewportWidth(VIEWPORTS.mobile));

  it('shows the title, the points link, and no back button on the first page', async () => {
    await open('/home', buildUser());
    const header = await findHeader();
    expect(within(header).getByText(t('shell.titles.home'))).toBeTruthy();
    expect(within(header).queryByRole('button', { name: t('shell.header.back') })).toBeNull();
    const points = await within(header).findByRole('link', { name: '250 баллов' });
    expect(points.getAttribute('href')).toBe('/user/points');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('does not lead back to the sign-in page', async () => {
    navigationHistory.push('/');
    await open('/home', buildUser());
    await findHeader();
    expect(screen.queryByRole('button', { name: t('shell.header.back') })).toBeNull();
  });

  it('goes back through the navigation history', async () => {
    const { router } = await open('/home', buildUser());
    const header = await findHeader();
    await act(() => router.navigate('/user/points'));
    const back = await screen.findByRole('button', { name: t('shell.header.back') });
    // The page's own heading names the screen, so the header does not say it again.
    await screen.findByRole('heading', { level: 1, name: t('shell.titles.points') });
    await waitFor(() => expect(within(header).queryByText(t('shell.titles.points'))).toBeNull());
    await userEvent.setup().click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(navigationHistory.entries()).toEqual(['/home']);
  });

  it('has the general and settings menus in the burger', async () => {
    await open('/home', buildUser());
    await findHeader();
    const { menu } = await openMenu(t('shell.header.menu'));
    expect(within(menu).getByRole('group', { name: t('shell.menu.sections') })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: t('shell.menu.homework') })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: t('shell.menu.exit') })).toBeTruthy();
  });

  it('opens the profile menu from the avatar; deleting asks first', async () => {
    const deleted = vi.fn(() => jsonResponse({ success: true, data: null, errors: {} }));
    const { router } = await open('/home', buildUser({ name: 'Anna', last_name: 'Ivanova' }));
    fakeApi({ 'DELETE /user': deleted, 'GET /user': () => jsonResponse(buildUser()) });
    await findHeader();
    const { user, menu } = await openMenu(t('shell.header.profileMenu', { name: 'Anna Ivanova' }));
    expect(menuEntries(menu)).toEqual([
      t('shell.menu.myInformation'),
      t('shell.menu.settings'),
      t('shell.menu.videoconsultations'),
      t('shell.menu.contactSupport'),
      t('shell.menu.catalog'),
      t('shell.menu.delete'),
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: t('shell.menu.delete') }));
    const confirm = await screen.findByRole('alertdialog', {
      name: t('shell.deleteAccount.title'),
    });
    await user.click(within(confirm).getByRole('button', { name: t('common.actions.cancel') }));
    expect(deleted).not.toHaveBeenCalled();
    await user.click(
      screen.getByRole('button', { name: t('shell.header.profileMenu', { name: 'Anna Ivanova' }) }),
    );
    await user.click(await screen.findByRole('menuitem', { name: t('shell.menu.delete') }));
    await user.click(await screen.findByRole('button', { name: t('shell.deleteAccount.confirm') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(deleted).toHaveBeenCalledOnce();
  });
});

describe('shell pages', () => {
  it('shows the mobile-subscription page with a way to sign out', async () => {
    await open('/mobile-subscription', buildUser());
    expect(
      await screen.findByRole('heading', { name: t('shell.mobileSubscription.title') }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: t('shell.menu.exit') }).getAttribute('href')).toBe(
      '/logout',
    );
  });

  it('shows a document in a modal frame, with a way to a new window; closing goes back', async () => {
    const { router } = await open('/home', buildUser());
    await findHeader();
    await act(() => router.navigate('/document?url=https%3A%2F%2Fdocs.example%2Foffer.pdf'));
    const viewer = await screen.findByRole('dialog', { name: t('shell.document.title') });
    expect(viewer.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://docs.example/offer.pdf',
    );
    expect(
      within(viewer)
        .getByRole('link', { name: new RegExp(t('shell.document.openInNewWindow')) })
        .getAttribute('target'),
    ).toBe('_blank');
    await userEvent
      .setup()
      .click(within(viewer).getByRole('button', { name: t('common.actions.close') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await findHeader()).toBeTruthy();
  });

  it('refuses a document link that is not a web address', async () => {
    await open('/document?url=javascript%3Aalert(1)', buildUser());
    expect((await screen.findByRole('alert')).textContent).toBe(t('shell.document.invalid'));
  });
});
