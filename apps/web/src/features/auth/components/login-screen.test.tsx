import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuestGuard } from '../../../app/route-guards';
import { tokenStorage } from '../../../shared/api/token-storage';
import { loginNotice } from '../../../shared/session/login-notice';
import type { ModalSlotProps } from '../../../shared/ui/modal';
import {
  buildBrandConfig,
  buildDomainConfiguration,
  buildUser,
  jsonResponse,
} from '../../../test/factories';
import { Landing, renderRoutes, startedQueryClient } from '../../../test/render';
import { LoginScreen } from './login-screen';

const fetchMock = vi.fn<typeof fetch>();
const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);

function SupportModal({ open }: ModalSlotProps) {
  return open ? <p>support form</p> : null;
}

function renderLogin(path = '/', client = startedQueryClient()) {
  return renderRoutes(
    [
      {
        element: <GuestGuard />,
        children: [{ path: '/', element: <LoginScreen SupportModal={SupportModal} /> }],
      },
      { path: '/reset-password', element: <Landing name="accessRecovery" /> },
      { path: '/home', element: <Landing name="home" /> },
      { path: '/signup', element: <Landing name="signup" /> },
    ],
    { path, client },
  );
}

function requests() {
  return fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('login screen', () => {
  it('keeps the sign-in button disabled while either field is empty', async () => {
    const user = userEvent.setup();
    await renderLogin();
    const submit = screen.getByRole('button', { name: t('auth.login.submit') });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText(t('auth.login.email')), 'anna@example.com');
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText(t('auth.login.password')), 'secret');
    expect(submit.hasAttribute('disabled')).toBe(false);
    await user.clear(screen.getByLabelText(t('auth.login.email')));
    expect(submit.hasAttribute('disabled')).toBe(true);
  });

  it('submits on Enter with the e-mail trimmed and lowercased, then goes home', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () =>
      jsonResponse({ success: true, data: { token: 'new', user: buildUser() }, errors: {} }),
    );
    await renderLogin();
    await user.type(screen.getByLabelText(t('auth.login.email')), '  Anna@Example.COM ');
    await user.type(screen.getByLabelText(t('auth.login.password')), 'secret{Enter}');
    expect((await screen.findByTestId('landing')).textContent).toContain('home');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'anna@example.com',
      password: 'secret',
    });
    expect(tokenStorage.read()).toBe('new');
  });

  it('goes to the returnUrl of the query after signing in', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () =>
      jsonResponse({ success: true, data: { token: 'new', user: buildUser() }, errors: {} }),
    );
    const { router } = await renderLogin('/?returnUrl=%2Fsignup');
    await user.type(screen.getByLabelText(t('auth.login.email')), 'anna@example.com');
    await user.type(screen.getByLabelText(t('auth.login.password')), 'secret{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });

  it('shows the domain’s e-mail error and does not call the server', async () => {
    const user = userEvent.setup();
    await renderLogin();
    await user.type(screen.getByLabelText(t('auth.login.email')), 'anna.example.com');
    await user.type(screen.getByLabelText(t('auth.login.password')), 'secret{Enter}');
    expect(await screen.findByText(t('emailVerification.errors.noAt'))).toBeTruthy();
    expect(screen.getByLabelText(t('auth.login.email'))?.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the restore-password button only after the server reports a password error', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () =>
      jsonResponse(
        {
          success: false,
          data: null,
          message: 'Ошибка',
          errors: { password: ['Неверный пароль'] },
        },
        { status: 422 },
      ),
    );
    await renderLogin();
    const restore = () => screen.queryByRole('link', { name: t('auth.login.restorePassword') });
    expect(restore()).toBeNull();
    await user.type(screen.getByLabelText(t('auth.login.email')), 'anna@example.com');
    await user.type(screen.getByLabelText(t('auth.login.password')), 'wrong{Enter}');
    expect(await screen.findByText('Неверный пароль')).toBeTruthy();
    expect(restore()?.getAttribute('href')).toBe('/reset-password?email=anna%40example.com');
    // The unresolved error blocks another submit until the password changes.
    await user.click(screen.getByRole('button', { name: t('auth.login.submit') }));
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('says "Failed to sign in" when the server gives no field errors', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () => jsonResponse({ success: false }, { status: 500 }));
    await renderLogin();
    await user.type(screen.getByLabelText(t('auth.login.email')), 'anna@example.com');
    await user.type(screen.getByLabelText(t('auth.login.password')), 'secret{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(t('auth.login.failed'));
    expect(screen.queryByRole('link', { name: t('auth.login.restorePassword') })).toBeNull();
  });

  it('shows the social buttons of the configured providers in the web order, after "or"', async () => {
    const domain = buildDomainConfiguration({ externalAuthProviders: ['vkontakte', 'google'] });
    await renderLogin('/', startedQueryClient({ domain }));
    const links = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/spa/api/v1/auth/social/'));
    expect(links.map((link) => link.textContent)).toEqual([
      t('auth.login.socialSignIn', { provider: t('auth.providers.google') }),
      t('auth.login.socialSignIn', { provider: t('auth.providers.vkontakte') }),
    ]);
    const href = new URL(links[0]?.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/spa/api/v1/auth/social/google');
    expect(href.searchParams.get('successUrl')).toBe('http://localhost:3000/');
    expect(screen.getByText(t('auth.login.or'))).toBeTruthy();
  });

  it('hides the divider without providers, and offers the register link only when enabled', async () => {
    const brand = buildBrandConfig({ isRegistrationEnable: true });
    await renderLogin('/', startedQueryClient({ brand }));
    expect(screen.queryByText(t('auth.login.or'))).toBeNull();
    expect(screen.getByRole('link', { name: t('auth.login.register') })?.getAttribute('href')).toBe(
      '/signup',
    );
    expect(screen.queryByRole('button', { name: t('auth.login.userManual') })).toBeNull();
  });

  it('offers the user manual instead of registration when registration is off', async () => {
    const brand = buildBrandConfig({ instructionUrl: { ru: 'https://docs.example/ru' } });
    await renderLogin('/', startedQueryClient({ brand }));
    expect(screen.queryByRole('link', { name: t('auth.login.register') })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: t('auth.login.userManual') }));
    const dialog = await screen.findByRole('dialog', { name: t('auth.login.userManual') });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe('https://docs.example/ru');
  });

  it('shows the support contacts and opens the support modal slot', async () => {
    const domain = buildDomainConfiguration({ whatsAppNumber: '8 (900) 123-45-67' });
    await renderLogin('/', startedQueryClient({ domain }));
    expect(screen.getByRole('link', { name: 'support@school.example' })?.getAttribute('href')).toBe(
      'mailto:support@school.example',
    );
    expect(
      screen.getByRole('link', { name: t('auth.login.support.whatsApp') })?.getAttribute('href'),
    ).toBe('https://wa.me/79001234567');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: t('auth.login.support.form') }));
    expect(await screen.findByText('support form')).toBeTruthy();
  });

  it('shows the notice left by a sign-out once', async () => {
    loginNotice.set('app.session.loggedOut');
    await renderLogin();
    expect(screen.getByRole('status')?.textContent).toContain(t('app.session.loggedOut'));
    expect(loginNotice.read()).toBeNull();
  });
});

describe('action=login (return from a social provider)', () => {
  it('on success stores the token, fetches the user, clears the query and goes on', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(buildUser()));
    const { router } = await renderLogin(
      '/?action=login&status=success&method=google&token=tok&returnUrl=%2Fsignup',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(tokenStorage.read()).toBe('tok');
    expect(requests()).toEqual(['GET /spa/api/v1/user?lang=ru']);
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBe('Bearer tok');
  });

  it('on failure shows the error dialog with the code’s text and clears the query', async () => {
    const { router } = await renderLogin(
      '/?action=login&status=fail&method=google&errorCode=login_no_link&errorMessage=x',
    );
    const dialog = await screen.findByRole('alertdialog', { name: t('externalAuth.errorTitle') });
    expect(dialog?.textContent).toContain(t('externalAuth.errors.login_no_link'));
    expect(router.state.location.search).toBe('');
    await userEvent.setup().click(screen.getByRole('button', { name: t('externalAuth.ok') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses the server’s message for a code this client does not know', async () => {
    await renderLogin('/?action=login&status=fail&method=apple&errorCode=new_code&errorMessage=Hm');
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Hm');
  });
});
