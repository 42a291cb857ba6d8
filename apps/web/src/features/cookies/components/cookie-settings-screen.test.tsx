import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../../shared/lib/cookie-storage';
import { buildUser, jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import { CONSENT_COOKIE } from '../consent-cookie';
import { CookieSettingsScreen } from './cookie-settings-screen';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);
const items = [
  { code: 'essential', title: 'Необходимые', description: 'Вход', required: true },
  { code: 'analytics', title: 'Аналитические', description: 'Статистика', required: false },
  { code: 'marketing', title: 'Маркетинговые', description: 'Реклама', required: false },
];
const toggle = (title: string) => screen.getByRole('switch', { name: new RegExp(`^${title}`) });

function renderScreen() {
  return renderRoutes([{ path: '/', element: <CookieSettingsScreen /> }], {
    client: startedQueryClient({ user: buildUser() }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('cookie settings screen', () => {
  it('starts from the user’s server copy when this browser has no choice, and saves both', async () => {
    const api = fakeApi({
      'GET /cookie': () => jsonResponse({ isEnabled: true, items }),
      'GET /cookie/get-policy': () =>
        jsonResponse({ essential: true, analytics: false, marketing: true }),
      'POST /cookie/update-policy': (call) => jsonResponse(JSON.parse(String(call.body)).policy),
    });
    const user = userEvent.setup();
    await renderScreen();
    await waitFor(() => expect(toggle('Маркетинговые').getAttribute('aria-checked')).toBe('true'));
    expect(toggle('Аналитические').getAttribute('aria-checked')).toBe('false');
    await user.click(toggle('Маркетинговые'));
    await user.click(screen.getByRole('button', { name: t('cookies.page.save') }));
    expect(await screen.findByText(t('cookies.page.saved'))).toBeTruthy();
    expect(readCookie(CONSENT_COOKIE)).toBe('essential');
    const post = api.calls.find((call) => call.path === '/cookie/update-policy');
    expect(JSON.parse(String(post?.body))).toEqual({
      policy: { essential: true, analytics: false, marketing: false },
    });
  });

  it('only shows the switches, all on, when the domain asks for no consent', async () => {
    fakeApi({ 'GET /cookie': () => jsonResponse({ isEnabled: false, items }) });
    await renderScreen();
    expect(await screen.findByText(t('cookies.page.notAsked'))).toBeTruthy();
    for (const { title } of items) {
      expect(toggle(title).getAttribute('aria-checked')).toBe('true');
      expect(toggle(title).hasAttribute('disabled')).toBe(true);
    }
    expect(screen.queryByRole('button', { name: t('cookies.page.save') })).toBeNull();
  });
});
