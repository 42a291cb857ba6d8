import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '../../../shared/api/token-storage';
import { currentUserQuery, type User } from '../../../shared/session/current-user';
import { buildUser, jsonResponse } from '../../../test/factories';
import { type ApiCall, fakeApi } from '../../../test/fake-api';
import { Landing, renderRoutes, startedQueryClient } from '../../../test/render';
import { PhoneVerificationScreen } from './phone-verification-screen';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);
const json = (call: ApiCall | undefined) => JSON.parse(String(call?.body));
const userAnswer = (user: User) => jsonResponse({ message: 'Готово', data: { user }, errors: {} });

afterEach(() => vi.unstubAllGlobals());

async function open() {
  tokenStorage.write('token');
  return renderRoutes(
    [
      { path: '/phone-verification', element: <PhoneVerificationScreen /> },
      { path: '/home', element: <Landing name="home" /> },
    ],
    {
      path: '/phone-verification',
      client: startedQueryClient({ user: buildUser({ requirePhoneValidate: true }) }),
    },
  );
}

describe('phone verification (spec: phoneVerification)', () => {
  it('takes the number first, then the code sent to it, then goes on', async () => {
    const verified = buildUser({ phone: '+79001234567', phoneValidated: true });
    const api = fakeApi({
      'POST /user/request-phone-otp': () =>
        jsonResponse({ message: 'ok', data: { resendIn: 45, codeLength: 6 }, errors: {} }),
      'POST /user/verify-phone': () => userAnswer(verified),
    });
    const { client } = await open();
    const user = userEvent.setup();
    expect(screen.queryByLabelText(t('access.code.label'))).toBeNull();

    const phone = screen.getByLabelText(t('onboarding.phoneCode.phone'));
    const getCode = screen.getByRole('button', { name: t('onboarding.phoneCode.sendCode') });
    await user.type(phone, '89001234567');
    await user.click(getCode);
    expect(await screen.findByText(t('phone.invalidFormat'))).toBeTruthy();
    expect(api.requests()).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '+7 (900) 123-45-67');
    await user.click(getCode);
    expect(
      await screen.findByText(t('onboarding.code.sentTo', { target: '+79001234567' })),
    ).toBeTruthy();
    expect(screen.getByText(t('onboarding.code.resendIn', { count: 45 }))).toBeTruthy();
    expect(json(api.calls[0])).toEqual({ phone: '+79001234567' });

    await user.type(screen.getByLabelText(t('access.code.label')), '654321{Enter}');
    expect((await screen.findByTestId('landing')).textContent).toBe('home');
    expect(json(api.calls[1])).toEqual({ phone: '+79001234567', code: '654321' });
    expect(client.getQueryData<User>(currentUserQuery.queryKey)).toEqual(verified);
  });

  it('shows the server’s refusal of the number under its field', async () => {
    fakeApi({
      'POST /user/request-phone-otp': () =>
        jsonResponse(
          { message: 'error: Проверьте', data: null, errors: { phone: ['Номер не подходит'] } },
          { status: 422 },
        ),
    });
    await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(t('onboarding.phoneCode.phone')), '+79001234567{Enter}');
    expect(await screen.findByText('Номер не подходит')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets the user postpone the verification', async () => {
    const api = fakeApi({
      'POST /user/supress-phone-validation': () =>
        userAnswer(buildUser({ requirePhoneValidate: false })),
    });
    const { client } = await open();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: t('onboarding.phoneCode.later') }));
    expect((await screen.findByTestId('landing')).textContent).toBe('home');
    expect(api.requests()).toEqual(['POST /user/supress-phone-validation']);
    await waitFor(() =>
      expect(client.getQueryData<User>(currentUserQuery.queryKey)?.requirePhoneValidate).toBe(
        false,
      ),
    );
  });
});
