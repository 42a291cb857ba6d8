import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '../../../shared/api/token-storage';
import { currentUserQuery, type User } from '../../../shared/session/current-user';
import { buildUser, jsonResponse } from '../../../test/factories';
import { type ApiCall, errorBody, fakeApi } from '../../../test/fake-api';
import { Landing, renderRoutes, startedQueryClient } from '../../../test/render';
import { ResetPasswordScreen } from './reset-password-screen';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);
const json = (call: ApiCall | undefined) => JSON.parse(String(call?.body));

afterEach(() => vi.unstubAllGlobals());

async function open() {
  tokenStorage.write('old-token');
  const user = userEvent.setup();
  const view = await renderRoutes(
    [
      { path: '/update-password', element: <ResetPasswordScreen /> },
      { path: '/home', element: <Landing name="home" /> },
    ],
    {
      path: '/update-password',
      client: startedQueryClient({ user: buildUser({ requiredUpdatePassword: true }) }),
    },
  );
  const fill = async (password: string, repeat: string) => {
    await user.type(screen.getByLabelText(t('access.password.new')), password);
    await user.type(screen.getByLabelText(t('access.password.repeat')), repeat);
    await user.click(screen.getByRole('button', { name: t('onboarding.updatePassword.submit') }));
  };
  return { ...view, fill };
}

describe('forced password change (spec: resetPassword)', () => {
  it('sets the new password without the current one and goes on with the new session', async () => {
    const updated = buildUser({ requiredUpdatePassword: false });
    const api = fakeApi({
      'POST /user/update-password': () =>
        jsonResponse({ success: true, data: { token: 'new-token', user: updated }, errors: {} }),
    });
    const { fill, client } = await open();
    await fill('new-password', 'new-password');
    expect((await screen.findByTestId('landing')).textContent).toBe('home');
    expect(json(api.calls[0])).toEqual({
      password: 'new-password',
      password_repeat: 'new-password',
    });
    expect(tokenStorage.read()).toBe('new-token');
    expect(client.getQueryData<User>(currentUserQuery.queryKey)).toEqual(updated);
  });

  it('checks the length and the repeat before asking the server', async () => {
    const api = fakeApi({});
    const { fill } = await open();
    await fill('short', 'shorter');
    expect(await screen.findByText(t('validation.password.tooShort', { min: 8 }))).toBeTruthy();
    expect(screen.getByText(t('validation.password.notIdentical'))).toBeTruthy();
    expect(api.requests()).toEqual([]);
  });

  it('shows the server’s field errors, else "Failed to update password"', async () => {
    let calls = 0;
    fakeApi({
      'POST /user/update-password': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(errorBody({ password: ['Слишком простой пароль'] }), { status: 422 })
          : jsonResponse({ success: false }, { status: 500 });
      },
    });
    const { fill } = await open();
    await fill('new-password', 'new-password');
    expect(await screen.findByText('Слишком простой пароль')).toBeTruthy();
    await userEvent.setup().type(screen.getByLabelText(t('access.password.new')), '!{Enter}');
    await userEvent.setup().type(screen.getByLabelText(t('access.password.repeat')), '!{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      t('onboarding.updatePassword.failed'),
    );
  });
});
