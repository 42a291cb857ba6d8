import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { buildDomainConfiguration, buildUser } from '../../../test/factories';
import { Landing, renderRoutes, startedQueryClient } from '../../../test/render';
import { SettingsScreen } from './settings-screen';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);

async function renderScreen(externalAuthProviders: Array<'google'> = []) {
  const view = await renderRoutes(
    [
      { path: '/user/settings', element: <SettingsScreen /> },
      { path: '/delete', element: <Landing name="delete" /> },
    ],
    {
      path: '/user/settings',
      client: startedQueryClient({
        domain: buildDomainConfiguration({ externalAuthProviders }),
        user: buildUser(),
      }),
    },
  );
  // The links show once the screen's banners are in.
  await screen.findByRole('link', { name: t('settings.links.password') });
  return view;
}

describe('settings', () => {
  it('links the settings screens, social networks only where social sign-in exists', async () => {
    await renderScreen();
    const link = (key: string) => screen.queryByRole('link', { name: t(`settings.links.${key}`) });
    expect(link('password')?.getAttribute('href')).toBe('/user/settings/password');
    expect(link('notifications')?.getAttribute('href')).toBe('/user/settings/notifications');
    expect(link('cookies')?.getAttribute('href')).toBe('/user/settings/cookie');
    expect(link('socialNetworks')).toBeNull();
  });

  it('offers social networks when a provider is configured', async () => {
    await renderScreen(['google']);
    expect(
      screen.getByRole('link', { name: t('settings.links.socialNetworks') }).getAttribute('href'),
    ).toBe('/user/social-networks');
  });

  it('deletes the account only after the confirmation', async () => {
    const user = userEvent.setup();
    await renderScreen();
    await user.click(screen.getByRole('button', { name: t('settings.deleteAccount.button') }));
    const dialog = await screen.findByRole('alertdialog', {
      name: t('settings.deleteAccount.title'),
    });
    await user.click(within(dialog).getByRole('button', { name: t('common.actions.cancel') }));
    expect(screen.queryByTestId('landing')).toBeNull();
    await user.click(screen.getByRole('button', { name: t('settings.deleteAccount.button') }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: t('settings.deleteAccount.confirm'),
      }),
    );
    expect((await screen.findByTestId('landing')).textContent).toBe('delete');
  });
});
