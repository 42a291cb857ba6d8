import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '../../../shared/api/token-storage';
import { currentUserQuery, type User } from '../../../shared/session/current-user';
import { buildUser, jsonResponse } from '../../../test/factories';
import { type ApiCall, errorBody, fakeApi } from '../../../test/fake-api';
import { Landing, renderRoutes, startedQueryClient } from '../../../test/render';
import { EmailVerificationScreen } from './email-verification-screen';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);
const json = (call: ApiCall | undefined) => JSON.parse(String(call?.body));
const codeSent = (resendIn = 30) =>
  jsonResponse({ message: 'Код отправлен', data: { resendIn, codeLength: 6 }, errors: {} });

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

async function open(
  user: User = buildUser({ email: 'anna@example.com', requireEmailValidate: true }),
) {
  tokenStorage.write('token');
  return renderRoutes(
    [
      { path: '/email-verification', element: <EmailVerificationScreen /> },
      { path: '/home', element: <Landing name="home" /> },
    ],
    { path: '/email-verification', client: startedQueryClient({ user }) },
  );
}

const resend = () => screen.getByRole('button', { name: t('onboarding.code.resend') });

describe('e-mail verification (spec: emailVerification)', () => {
  it('sends a code on arrival and offers another only when the countdown reaches 0', async () => {
    const api = fakeApi({ 'POST /auth/request-otp': () => codeSent(30) });
    await open();
    expect(
      await screen.findByText(t('onboarding.code.sentTo', { target: 'anna@example.com' })),
    ).toBeTruthy();
    await waitFor(() => expect(api.requests()).toEqual(['POST /auth/request-otp']));
    expect(json(api.calls[0])).toEqual({ email: 'anna@example.com' });

    expect(await screen.findByText(t('onboarding.code.resendIn', { count: 30 }))).toBeTruthy();
    expect(resend().hasAttribute('disabled')).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(t('onboarding.code.resendIn', { count: 29 }))).toBeTruthy();
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.queryByText(/секунд/)).toBeNull();
    expect(resend().hasAttribute('disabled')).toBe(false);

    await setup().click(resend());
    await waitFor(() => expect(api.requests()).toHaveLength(2));
    await waitFor(() => expect(resend().hasAttribute('disabled')).toBe(true));
  });

  it('takes a 6-digit code on the numeric keyboard, offered by the browser', async () => {
    fakeApi({ 'POST /auth/request-otp': () => codeSent() });
    await open();
    const input = await screen.findByLabelText(t('access.code.label'));
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('maxlength')).toBe('6');
    await setup().type(input, '12a-34 5678');
    expect((input as HTMLInputElement).value).toBe('123456');
  });

  it('shows a wrong code under the field; a right one signs the new session in and goes on', async () => {
    const api = fakeApi({
      'POST /auth/request-otp': () => codeSent(),
      'POST /auth/verify-otp': (call) =>
        json(call).code === '123456'
          ? jsonResponse({
              message: 'Готово',
              data: {
                token: 'otp-token',
                user: buildUser({ email: 'anna@example.com', requireEmailValidate: false }),
              },
              errors: {},
            })
          : jsonResponse(
              { message: 'error: Неверный код', data: null, errors: { code: ['Неверный код'] } },
              { status: 422 },
            ),
    });
    const { client } = await open();
    const user = setup();
    const input = await screen.findByLabelText(t('access.code.label'));
    const submit = screen.getByRole('button', { name: t('onboarding.code.submit') });

    await user.type(input, '123');
    await user.click(submit);
    expect(await screen.findByText(t('access.code.invalid', { count: 6 }))).toBeTruthy();

    await user.clear(input);
    await user.type(input, '000000');
    await user.click(submit);
    expect(await screen.findByText('Неверный код')).toBeTruthy();

    await user.clear(input);
    await user.type(input, '123456');
    await user.click(submit);
    expect((await screen.findByTestId('landing')).textContent).toBe('home');
    expect(json(api.calls.at(-1))).toEqual({ email: 'anna@example.com', code: '123456' });
    expect(tokenStorage.read()).toBe('otp-token');
    expect(client.getQueryData<User>(currentUserQuery.queryKey)?.requireEmailValidate).toBe(false);
  });

  it('treats "a code went out moments ago" as sent: no error, the default countdown', async () => {
    fakeApi({
      'POST /auth/request-otp': () =>
        jsonResponse(
          { message: 'error: Подождите', code: 'resend_too_early', data: null, errors: {} },
          { status: 429 },
        ),
    });
    await open();
    expect(await screen.findByText(t('onboarding.code.resendIn', { count: 60 }))).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets the address be corrected: the failure texts, then a code to the new address', async () => {
    let updates = 0;
    const api = fakeApi({
      'POST /auth/request-otp': () => codeSent(),
      'POST /user/update-user': (call) => {
        updates += 1;
        if (updates === 1) {
          return jsonResponse(errorBody({ email: ['Адрес занят', 'Попробуйте другой'] }), {
            status: 422,
          });
        }
        if (updates === 2) return jsonResponse({ success: false }, { status: 500 });
        const user = buildUser({ email: json(call).email, requireEmailValidate: true });
        return jsonResponse({ success: true, data: { user }, errors: {} });
      },
    });
    await open();
    const user = setup();
    await user.click(await screen.findByRole('button', { name: t('onboarding.emailCode.change') }));
    const field = screen.getByLabelText(t('onboarding.emailCode.email'));
    const send = screen.getByRole('button', { name: t('onboarding.emailCode.sendCode') });
    await user.clear(field);
    await user.type(field, ' Boris@Example.com ');

    await user.click(send);
    expect((await screen.findByRole('alert')).textContent).toBe('Адрес занят, Попробуйте другой');
    await user.click(send);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(t('onboarding.emailCode.updateFailed')),
    );
    await user.click(send);
    expect(
      await screen.findByText(t('onboarding.code.sentTo', { target: 'boris@example.com' })),
    ).toBeTruthy();
    expect(api.requests()).toEqual([
      'POST /auth/request-otp',
      'POST /user/update-user',
      'POST /user/update-user',
      'POST /user/update-user',
      'POST /auth/request-otp',
    ]);
    expect(json(api.calls[3])).toEqual({ email: 'boris@example.com' });
    expect(json(api.calls[4])).toEqual({ email: 'boris@example.com' });
  });

  it('asks for an address first when the account has none', async () => {
    const api = fakeApi({});
    await open(buildUser({ email: null, requireEmailValidate: true }));
    expect(await screen.findByText(t('onboarding.emailCode.enterEmail'))).toBeTruthy();
    expect(api.requests()).toEqual([]);
  });
});
