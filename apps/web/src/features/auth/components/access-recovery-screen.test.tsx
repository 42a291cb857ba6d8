import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestGuard } from '../../../app/route-guards';
import { tokenStorage } from '../../../shared/api/token-storage';
import { buildUser, jsonResponse } from '../../../test/factories';
import { type ApiCall, errorBody, fakeApi } from '../../../test/fake-api';
import { Landing, renderRoutes } from '../../../test/render';
import { AccessRecoveryScreen } from './access-recovery-screen';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);
const json = (call: ApiCall | undefined) => JSON.parse(String(call?.body));
const session = () =>
  jsonResponse({ success: true, data: { token: 'new-token', user: buildUser() }, errors: {} });

afterEach(() => vi.unstubAllGlobals());

async function open(path: string) {
  return renderRoutes(
    [
      {
        element: <GuestGuard />,
        children: [{ path: '/reset-password', element: <AccessRecoveryScreen /> }],
      },
      { path: '/home', element: <Landing name="home" /> },
    ],
    { path },
  );
}

async function choosePassword(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(screen.getByLabelText(t('access.password.new')), password);
  await user.type(screen.getByLabelText(t('access.password.repeat')), password);
  await user.click(screen.getByRole('button', { name: t('access.recovery.submit') }));
}

describe('access recovery (spec: accessRecovery)', () => {
  it('asks for the mail, then takes its code and a new password and signs in', async () => {
    const api = fakeApi({
      'POST /auth/request-password-reset': () =>
        jsonResponse({ success: true, data: null, errors: {}, message: 'Письмо отправлено' }),
      'POST /auth/reset-password': session,
    });
    const { router } = await open('/reset-password?email=anna%40example.com');
    const user = userEvent.setup();
    const email = screen.getByLabelText(t('access.recovery.email'));
    // The e-mail comes from the login's restore button, and leaves the address bar.
    expect((email as HTMLInputElement).value).toBe('anna@example.com');
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('button', { name: t('access.recovery.send') }));

    expect((await screen.findByRole('status')).textContent).toBe(
      t('access.recovery.sent', { email: 'anna@example.com' }),
    );
    await user.type(screen.getByLabelText(t('access.recovery.code')), '123456');
    await choosePassword(user, 'new-password');

    expect((await screen.findByTestId('landing')).textContent).toBe('home');
    expect(json(api.calls[0])).toEqual({ email: 'anna@example.com' });
    expect(json(api.calls[1])).toEqual({
      email: 'anna@example.com',
      code: '123456',
      password: 'new-password',
      password_repeat: 'new-password',
    });
    expect(tokenStorage.read()).toBe('new-token');
  });

  it('shows a refused code under its field and lets the user ask for another mail', async () => {
    fakeApi({
      'POST /auth/request-password-reset': () =>
        jsonResponse({ success: true, data: null, errors: {}, message: 'ok' }),
      'POST /auth/reset-password': () =>
        jsonResponse(errorBody({ code: ['Неверный код'] }), { status: 422 }),
    });
    await open('/reset-password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(t('access.recovery.email')), 'anna@example.com{Enter}');
    await user.type(await screen.findByLabelText(t('access.recovery.code')), '000000');
    await choosePassword(user, 'new-password');
    expect(await screen.findByText('Неверный код')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t('access.recovery.sendAgain') }));
    expect(screen.getByLabelText(t('access.recovery.email'))).toBeTruthy();
  });

  it('refuses an incomplete code with its translated rule before calling the server', async () => {
    const api = fakeApi({
      'POST /auth/request-password-reset': () =>
        jsonResponse({ success: true, data: null, errors: {}, message: 'ok' }),
    });
    await open('/reset-password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(t('access.recovery.email')), 'anna@example.com{Enter}');
    await user.type(await screen.findByLabelText(t('access.recovery.code')), '123');
    await choosePassword(user, 'new-password');
    expect(await screen.findByText(t('access.code.invalid', { count: 6 }))).toBeTruthy();
    expect(api.calls).toHaveLength(1);
  });

  it('opens the new-password form from the mailed link, keeping the token out of the address', async () => {
    const api = fakeApi({ 'POST /auth/reset-password': session });
    const { router } = await open('/reset-password?token=link-token');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByLabelText(t('access.recovery.code'))).toBeNull();
    await choosePassword(userEvent.setup(), 'new-password');
    expect((await screen.findByTestId('landing')).textContent).toBe('home');
    expect(json(api.calls[0])).toEqual({
      token: 'link-token',
      password: 'new-password',
      password_repeat: 'new-password',
    });
  });

  it('explains a dead link and offers a new mail', async () => {
    fakeApi({
      'POST /auth/reset-password': () =>
        jsonResponse(errorBody({ token: ['Ссылка устарела'] }), { status: 422 }),
    });
    await open('/reset-password?token=old');
    const user = userEvent.setup();
    await choosePassword(user, 'new-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Ссылка устарела');
    await user.click(screen.getByRole('button', { name: t('access.recovery.newLink') }));
    expect(screen.getByLabelText(t('access.recovery.email'))).toBeTruthy();
  });
});
