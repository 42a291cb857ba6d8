import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '../../../shared/api/token-storage';
import { currentUserQuery } from '../../../shared/session/current-user';
import { buildUser, jsonResponse } from '../../../test/factories';
import { errorBody, fakeApi } from '../../../test/fake-api';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import { PasswordScreen } from './password-screen';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);
const field = (key: string) => screen.getByLabelText(t(`settings.password.${key}`));

async function fill(current: string, next: string, repeat: string) {
  const user = userEvent.setup();
  await user.type(field('current'), current);
  await user.type(field('new'), next);
  await user.type(field('repeat'), repeat);
  await user.click(screen.getByRole('button', { name: t('settings.password.submit') }));
}

function renderScreen() {
  return renderRoutes([{ path: '/', element: <PasswordScreen /> }], {
    client: startedQueryClient({ user: buildUser() }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('password change', () => {
  it('checks the length and the repetition before calling the server', async () => {
    const api = fakeApi({});
    await renderScreen();
    await fill('old-secret', 'short', 'other');
    expect(await screen.findByText(t('validation.password.tooShort', { min: 8 }))).toBeTruthy();
    expect(screen.getByText(t('validation.password.notIdentical'))).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('keeps the new token and user the server answers, and says it is done', async () => {
    tokenStorage.write('old-token');
    const changed = buildUser();
    const api = fakeApi({
      'POST /user/update-password': () =>
        jsonResponse({ success: true, data: { token: 'new-token', user: changed }, errors: {} }),
    });
    const { client } = await renderScreen();
    await fill('old-secret', 'new-secret-1', 'new-secret-1');
    expect(await screen.findByText(t('settings.password.changed'))).toBeTruthy();
    expect(JSON.parse(String(api.calls[0]?.body))).toEqual({
      current_password: 'old-secret',
      password: 'new-secret-1',
      password_repeat: 'new-secret-1',
    });
    expect(tokenStorage.read()).toBe('new-token');
    expect(client.getQueryData(currentUserQuery.queryKey)).toEqual(changed);
    expect((field('current') as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong current password under its field', async () => {
    fakeApi({
      'POST /user/update-password': () =>
        jsonResponse(errorBody({ current_password: ['Неверный текущий пароль'] }), {
          status: 422,
        }),
    });
    await renderScreen();
    await fill('wrong', 'new-secret-1', 'new-secret-1');
    expect(await screen.findByText('Неверный текущий пароль')).toBeTruthy();
    expect(field('current').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says "Failed to update password" when no field is named', async () => {
    fakeApi({ 'POST /user/update-password': () => jsonResponse({}, { status: 500 }) });
    await renderScreen();
    await fill('old-secret', 'new-secret-1', 'new-secret-1');
    expect((await screen.findByRole('alert')).textContent).toBe(t('settings.password.failed'));
  });
});
