import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '../../../shared/api/token-storage';
import { buildDomainConfiguration, buildUser, jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import { SocialNetworksScreen } from './social-networks-screen';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);
const provider = (source: string) => t(`auth.providers.${source}`);

function renderScreen(path = '/user/social-networks') {
  const domain = buildDomainConfiguration({
    externalAuthProviders: ['vkontakte', 'google', 'apple'],
  });
  return renderRoutes(
    ['/user/social-networks', '/link-social-networks'].map((route) => ({
      path: route,
      element: <SocialNetworksScreen />,
    })),
    {
      path,
      client: startedQueryClient({ domain, user: buildUser() }),
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('social networks', () => {
  it('lists the configured providers in the web order with their link state', async () => {
    fakeApi({ 'GET /user-external-auth': () => jsonResponse([{ id: 7, source: 'google' }]) });
    await renderScreen();
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      `${provider('apple')}${t('settings.socialNetworks.notLinked')}${t('settings.socialNetworks.link')}`,
      `${provider('google')}${t('settings.socialNetworks.linked')}${t('settings.socialNetworks.unbind')}`,
      `${provider('vkontakte')}${t('settings.socialNetworks.notLinked')}${t('settings.socialNetworks.link')}`,
    ]);
  });

  it('unbinds only after the confirmation, then shows the account as not linked', async () => {
    let linked = [{ id: 7, source: 'google' }];
    const api = fakeApi({
      'GET /user-external-auth': () => jsonResponse(linked),
      'DELETE /user-external-auths/7': () => {
        linked = [];
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    await renderScreen();
    const unbind = await screen.findByRole('button', {
      name: t('settings.socialNetworks.unbindProvider', { provider: provider('google') }),
    });

    await user.click(unbind);
    let dialog = await screen.findByRole('alertdialog', {
      name: t('settings.socialNetworks.unbindTitle'),
    });
    expect(dialog.textContent).toContain(
      t('settings.socialNetworks.unbindText', { provider: provider('google') }),
    );
    await user.click(within(dialog).getByRole('button', { name: t('common.actions.cancel') }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.requests()).not.toContain('DELETE /user-external-auths/7');

    await user.click(unbind);
    dialog = await screen.findByRole('alertdialog');
    await user.click(
      within(dialog).getByRole('button', { name: t('settings.socialNetworks.unbind') }),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('button', {
          name: t('settings.socialNetworks.linkProvider', { provider: provider('google') }),
        }),
      ).toBeTruthy(),
    );
    expect(api.requests()).toEqual([
      'GET /user-external-auth',
      'DELETE /user-external-auths/7',
      'GET /user-external-auth',
    ]);
  });

  it('links by leaving for the API with the token and this page as both return URLs', async () => {
    fakeApi({ 'GET /user-external-auth': () => jsonResponse([]) });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    tokenStorage.write('session-token');
    await renderScreen();
    await userEvent.setup().click(
      await screen.findByRole('button', {
        name: t('settings.socialNetworks.linkProvider', { provider: provider('vkontakte') }),
      }),
    );
    const url = new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/spa/api/v1/auth/social/vkontakte');
    expect(url.searchParams.get('token')).toBe('session-token');
    expect(url.searchParams.get('successUrl')).toBe(
      `${window.location.origin}/user/social-networks`,
    );
    expect(url.searchParams.get('cancelUrl')).toBe(url.searchParams.get('successUrl'));
  });

  it('comes back to the linking route when it shows the screen', async () => {
    fakeApi({ 'GET /user-external-auth': () => jsonResponse([]) });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await renderScreen('/link-social-networks');
    await userEvent.setup().click(
      await screen.findByRole('button', {
        name: t('settings.socialNetworks.linkProvider', { provider: provider('google') }),
      }),
    );
    const url = new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('successUrl')).toBe(
      `${window.location.origin}/link-social-networks`,
    );
  });

  it('shows a failed link in an "Error" alert with its code’s text and clears the query', async () => {
    fakeApi({ 'GET /user-external-auth': () => jsonResponse([]) });
    const { router } = await renderScreen(
      '/user/social-networks?action=link&status=fail&method=google&errorCode=link_social_id_already_taken&errorMessage=x',
    );
    const alert = await screen.findByRole('alertdialog', { name: t('externalAuth.errorTitle') });
    expect(alert.textContent).toContain(t('externalAuth.errors.link_social_id_already_taken'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await userEvent
      .setup()
      .click(within(alert).getByRole('button', { name: t('externalAuth.ok') }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('confirms a successful link', async () => {
    fakeApi({ 'GET /user-external-auth': () => jsonResponse([{ id: 3, source: 'apple' }]) });
    const { router } = await renderScreen(
      '/user/social-networks?action=link&status=success&method=apple',
    );
    expect(
      await screen.findByText(
        t('settings.socialNetworks.linkedNotice', { provider: provider('apple') }),
      ),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });
});
