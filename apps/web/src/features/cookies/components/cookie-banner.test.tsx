import type { CookieSettings } from '@platform/contracts/cookies';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from '../../../shared/lib/cookie-storage';
import type { User } from '../../../shared/session/current-user';
import { buildUser, jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import { CONSENT_COOKIE } from '../consent-cookie';
import { useCookieConsent } from '../use-cookie-consent';
import { CookieBanner } from './cookie-banner';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);

function settings(isEnabled = true): CookieSettings {
  return {
    isEnabled,
    items: [
      {
        code: 'essential',
        title: 'Необходимые',
        description: 'Вход и безопасность',
        required: true,
      },
      { code: 'analytics', title: 'Аналитические', description: 'Статистика', required: false },
      { code: 'marketing', title: 'Маркетинговые', description: 'Реклама', required: false },
    ],
  };
}

/** What the analytics adapter would read. */
function PolicyProbe() {
  const { policy, decided } = useCookieConsent();
  return <output data-testid="policy">{JSON.stringify({ ...policy, decided })}</output>;
}

function renderBanner(user: User | null = null) {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <PolicyProbe />
            <CookieBanner />
          </>
        ),
      },
    ],
    { client: startedQueryClient({ user }) },
  );
}

const banner = () => screen.findByRole('region', { name: t('cookies.banner.label') });
const probe = () => JSON.parse(screen.getByTestId('policy').textContent ?? '{}');
const policyPosts = (api: ReturnType<typeof fakeApi>) =>
  api.calls
    .filter((call) => call.path === '/cookie/update-policy')
    .map((call) => JSON.parse(String(call.body)));

/** The document.cookie accessor, wherever the DOM implementation defines it. */
function cookieAccessor(): PropertyDescriptor {
  for (let proto = Object.getPrototypeOf(document); proto; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie');
    if (descriptor) return descriptor;
  }
  throw new Error('document.cookie has no accessor');
}

/** Every string written to document.cookie, attributes included (reading gives only values). */
let cookieWrites: string[];

beforeEach(() => {
  cookieWrites = [];
  const { set } = cookieAccessor();
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    cookieWrites.push(value);
    set?.call(document, value);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('cookie banner', () => {
  it('keeps essential cookies only on dismiss, in a 365-day SameSite=Strict cookie', async () => {
    const api = fakeApi({ 'GET /cookie': () => jsonResponse(settings()) });
    await renderBanner();
    expect(probe()).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
      decided: false,
    });
    await userEvent
      .setup()
      .click(within(await banner()).getByRole('button', { name: t('cookies.banner.dismiss') }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(readCookie(CONSENT_COOKIE)).toBe('essential');
    expect(cookieWrites).toEqual([
      `${encodeURIComponent(CONSENT_COOKIE)}=essential; Max-Age=31536000; Path=/; SameSite=Strict`,
    ]);
    expect(probe()).toEqual({ essential: true, analytics: false, marketing: false, decided: true });
    // Signed out, the choice lives only in the cookie.
    expect(policyPosts(api)).toEqual([]);
  });

  it('allows every category on accept all and stores a signed-in user’s choice on the server', async () => {
    const api = fakeApi({
      'GET /cookie': () => jsonResponse(settings()),
      'GET /cookie/get-policy': () =>
        jsonResponse({ essential: true, analytics: false, marketing: false }),
      'POST /cookie/update-policy': (call) => jsonResponse(JSON.parse(String(call.body)).policy),
    });
    await renderBanner(buildUser());
    await userEvent
      .setup()
      .click(within(await banner()).getByRole('button', { name: t('cookies.banner.acceptAll') }));
    expect(readCookie(CONSENT_COOKIE)).toBe('essential,analytics,marketing');
    await waitFor(() =>
      expect(policyPosts(api)).toEqual([
        { policy: { essential: true, analytics: true, marketing: true } },
      ]),
    );
    expect(probe()).toEqual({ essential: true, analytics: true, marketing: true, decided: true });
  });

  it('stores the categories chosen in the settings dialog; essential cannot be switched off', async () => {
    fakeApi({ 'GET /cookie': () => jsonResponse(settings()) });
    const user = userEvent.setup();
    await renderBanner();
    await user.click(
      within(await banner()).getByRole('button', { name: t('cookies.banner.settings') }),
    );
    const dialog = await screen.findByRole('dialog', { name: t('cookies.dialog.title') });
    const toggle = (title: string) =>
      within(dialog).getByRole('switch', { name: new RegExp(`^${title}`) });
    expect(toggle('Необходимые').getAttribute('aria-checked')).toBe('true');
    expect(toggle('Необходимые').hasAttribute('disabled')).toBe(true);
    expect(toggle('Аналитические').getAttribute('aria-checked')).toBe('false');
    await user.click(toggle('Аналитические'));
    expect(toggle('Аналитические').getAttribute('aria-checked')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: t('cookies.dialog.save') }));
    expect(readCookie(CONSENT_COOKIE)).toBe('essential,analytics');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('stays away once a choice is stored, across a reload', async () => {
    fakeApi({ 'GET /cookie': () => jsonResponse(settings()) });
    await renderBanner();
    await userEvent
      .setup()
      .click(within(await banner()).getByRole('button', { name: t('cookies.banner.acceptAll') }));
    cleanup();
    await renderBanner();
    await waitFor(() => expect(probe().analytics).toBe(true));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('is not shown when the domain asks for no consent, and everything is allowed', async () => {
    fakeApi({ 'GET /cookie': () => jsonResponse(settings(false)) });
    await renderBanner();
    await waitFor(() =>
      expect(probe()).toEqual({ essential: true, analytics: true, marketing: true, decided: true }),
    );
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('brings a signed-in user’s server copy in step with the choice made in this browser', async () => {
    writeCookie(CONSENT_COOKIE, 'essential,marketing', 1);
    const api = fakeApi({
      'GET /cookie': () => jsonResponse(settings()),
      'GET /cookie/get-policy': () =>
        jsonResponse({ essential: true, analytics: false, marketing: false }),
      'POST /cookie/update-policy': (call) => jsonResponse(JSON.parse(String(call.body)).policy),
    });
    await renderBanner(buildUser());
    await waitFor(() =>
      expect(policyPosts(api)).toEqual([
        { policy: { essential: true, analytics: false, marketing: true } },
      ]),
    );
    expect(screen.queryByRole('region')).toBeNull();
  });
});
