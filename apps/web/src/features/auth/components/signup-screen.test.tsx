import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuestGuard, RegistrationGate } from '../../../app/route-guards';
import { tokenStorage } from '../../../shared/api/token-storage';
import { navigationHistory } from '../../../shared/navigation/navigation-history';
import { buildBrandConfig, buildUser, jsonResponse } from '../../../test/factories';
import { type ApiCall, errorBody, fakeApi, formFields } from '../../../test/fake-api';
import { Landing, renderRoutes, startedQueryClient } from '../../../test/render';
import { SignupScreen } from './signup-screen';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);
const json = (call: ApiCall | undefined) => JSON.parse(String(call?.body));
const signedUp = () =>
  jsonResponse({
    success: true,
    data: { token: 'new-token', user: buildUser({ name: null, username: 'Anna', status: 20 }) },
    errors: {},
  });

beforeEach(() => navigationHistory.clear());
afterEach(() => vi.unstubAllGlobals());

async function open({ registration = true } = {}) {
  return renderRoutes(
    [
      {
        element: <GuestGuard />,
        children: [
          { path: '/', element: <Landing name="login" /> },
          {
            element: <RegistrationGate />,
            children: [{ path: '/signup', element: <SignupScreen /> }],
          },
        ],
      },
      { path: '/update-profile', element: <Landing name="updateProfile" /> },
    ],
    {
      path: '/signup',
      client: startedQueryClient({
        brand: buildBrandConfig({ isRegistrationEnable: registration }),
      }),
    },
  );
}

function fields() {
  return {
    name: screen.getByLabelText(t('access.signup.firstName')),
    email: screen.getByLabelText(t('access.signup.email')),
    password: screen.getByLabelText(t('access.password.new')),
    repeat: screen.getByLabelText(t('access.password.repeat')),
    submit: screen.getByRole('button', { name: t('access.signup.submit') }),
  };
}

describe('sign-up (spec: /signup)', () => {
  it('is the login when the brand has no registration', async () => {
    await open({ registration: false });
    expect((await screen.findByTestId('landing')).textContent).toBe('login');
  });

  it('sends the form as multipart with the time zone, signs in and goes on to onboarding', async () => {
    const api = fakeApi({
      'POST /auth/validate-signup-form': () =>
        jsonResponse({ success: true, data: null, errors: {} }),
      'POST /auth/signup-by-email': signedUp,
    });
    await open();
    const user = userEvent.setup();
    const form = fields();
    await user.type(form.name, '  Anna ');
    await user.type(form.email, ' Anna@Example.COM ');
    await user.type(form.password, 'long-password');
    await user.type(form.repeat, 'long-password{Enter}');

    expect((await screen.findByTestId('landing')).textContent).toBe('updateProfile');
    expect(api.requests()).toEqual([
      'POST /auth/validate-signup-form',
      'POST /auth/signup-by-email',
    ]);
    expect(json(api.calls[0])).toEqual({ email: 'anna@example.com' });
    expect(formFields(api.calls[1])).toEqual({
      username: 'Anna',
      email: 'anna@example.com',
      password: 'long-password',
      password_repeat: 'long-password',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(tokenStorage.read()).toBe('new-token');
  });

  it('checks the rules before asking the server', async () => {
    const api = fakeApi({});
    await open();
    const user = userEvent.setup();
    const form = fields();
    await user.type(form.email, 'anna.example.com');
    await user.type(form.password, 'short');
    await user.type(form.repeat, 'other');
    await user.click(form.submit);
    expect(await screen.findByText(t('validation.required'))).toBeTruthy();
    expect(screen.getByText(t('emailVerification.errors.noAt'))).toBeTruthy();
    expect(screen.getByText(t('validation.password.tooShort', { min: 8 }))).toBeTruthy();
    expect(screen.getByText(t('validation.password.notIdentical'))).toBeTruthy();
    expect(api.requests()).toEqual([]);
  });

  it('says a taken address as soon as the field is left, asking once per address', async () => {
    const api = fakeApi({
      'POST /auth/validate-signup-form': () =>
        jsonResponse(errorBody({ 'signupform-email': ['Этот адрес уже занят'] }), {
          status: 422,
        }),
    });
    await open();
    const user = userEvent.setup();
    const form = fields();
    await user.type(form.email, 'taken@example.com');
    await user.tab();
    expect(await screen.findByText('Этот адрес уже занят')).toBeTruthy();
    expect(form.email.getAttribute('aria-invalid')).toBe('true');
    await user.click(form.email);
    await user.tab();
    expect(api.requests()).toEqual(['POST /auth/validate-signup-form']);
  });

  it('shows the server’s field errors under the fields, and the generic text otherwise', async () => {
    let attempts = 0;
    fakeApi({
      'POST /auth/validate-signup-form': () =>
        jsonResponse({ success: true, data: null, errors: {} }),
      'POST /auth/signup-by-email': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(errorBody({ email: ['Адрес уже зарегистрирован'] }), { status: 422 })
          : jsonResponse(
              { success: false, message: 'Регистрация отключена', code: 'registration_disabled' },
              { status: 403 },
            );
      },
    });
    await open();
    const user = userEvent.setup();
    const form = fields();
    await user.type(form.name, 'Anna');
    await user.type(form.email, 'anna@example.com');
    await user.type(form.password, 'long-password');
    await user.type(form.repeat, 'long-password{Enter}');
    expect(await screen.findByText('Адрес уже зарегистрирован')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.clear(form.email);
    await user.type(form.email, 'other@example.com{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(t('access.signup.failed'));
    await waitFor(() => expect(tokenStorage.read()).toBeNull());
  });
});
