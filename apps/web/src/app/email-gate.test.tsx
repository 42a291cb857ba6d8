import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Outlet, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailRuleError } from '../shared/forms/field-rules';
import { navigationHistory } from '../shared/navigation/navigation-history';
import { paths } from '../shared/routing/paths';
import { buildUser, jsonResponse } from '../test/factories';
import { errorBody, fakeApi } from '../test/fake-api';
import { Landing, renderRoutes, startedQueryClient } from '../test/render';
import { EmailGate } from './route-guards';

const t = (key: string) => i18next.t(key);
const CHECKOUT = '/checkout/stream/7';
const json = (body: BodyInit | null | undefined) => JSON.parse(String(body));

/** Keeps the navigation history as the app's root layout does. */
function History() {
  const { pathname } = useLocation();
  navigationHistory.push(pathname);
  return <Outlet />;
}

/** The gate over a purchase route, beside a calendar and home to come back to. */
function open(user = buildUser({ email: null }), path = CHECKOUT) {
  return renderRoutes(
    [
      {
        element: <History />,
        children: [
          {
            element: <EmailGate />,
            children: [{ path: CHECKOUT, element: <Landing name="checkout" /> }],
          },
          { path: paths.calendar.pattern, element: <Landing name="calendar" /> },
          { path: paths.home.pattern, element: <Landing name="home" /> },
        ],
      },
    ],
    { path, client: startedQueryClient({ user }) },
  );
}

const landing = async () => (await screen.findByTestId('landing')).textContent;
const dialog = () => screen.findByRole('dialog', { name: t('onboarding.emailRequired.title') });

beforeEach(() => navigationHistory.clear());
afterEach(() => vi.unstubAllGlobals());

describe('a route that requires an e-mail (spec section 2: the purchases)', () => {
  it('shows at once to an account with an e-mail', async () => {
    const api = fakeApi({});
    await open(buildUser({ email: 'anna@example.com' }));
    expect(await landing()).toBe('checkout');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests()).toEqual([]);
  });

  it('asks an account without one for it, saves it and continues to the route', async () => {
    const api = fakeApi({
      'POST /user/update-user': (call) =>
        jsonResponse({
          success: true,
          data: { user: buildUser({ email: json(call.body).email }) },
          errors: {},
        }),
    });
    await open();
    const modal = await dialog();
    expect(modal.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(t('onboarding.emailRequired.text'))).toBeTruthy();
    expect(screen.queryByTestId('landing')).toBeNull();
    const user = userEvent.setup();
    const confirm = screen.getByRole('button', { name: t('onboarding.emailRequired.confirm') });

    await user.click(confirm);
    expect(await screen.findByText(String(emailRuleError('', t)))).toBeTruthy();
    await user.type(screen.getByLabelText(t('onboarding.emailCode.email')), 'anna@');
    await user.click(confirm);
    expect(await screen.findByText(String(emailRuleError('anna@', t)))).toBeTruthy();
    expect(api.requests()).toEqual([]);

    await user.clear(screen.getByLabelText(t('onboarding.emailCode.email')));
    await user.type(screen.getByLabelText(t('onboarding.emailCode.email')), ' Anna@Example.com ');
    await user.click(confirm);
    expect(await landing()).toBe('checkout');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests()).toEqual(['POST /user/update-user']);
    expect(json(api.calls[0]?.body)).toEqual({ email: 'anna@example.com' });
  });

  it("shows the server's refusal of the address, and 'Failed to update user profile' for any other failure", async () => {
    let answers = 0;
    fakeApi({
      'POST /user/update-user': () => {
        answers += 1;
        return answers === 1
          ? jsonResponse(errorBody({ email: ['Этот адрес уже занят'] }), { status: 422 })
          : jsonResponse({ message: 'Internal error' }, { status: 500 });
      },
    });
    await open();
    await dialog();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(t('onboarding.emailCode.email')), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: t('onboarding.emailRequired.confirm') }));
    expect((await screen.findByRole('alert')).textContent).toBe('Этот адрес уже занят');
    await user.click(screen.getByRole('button', { name: t('onboarding.emailRequired.confirm') }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(t('profile.edit.failed')),
    );
    expect(screen.queryByTestId('landing')).toBeNull();
  });

  it('cancelling returns to the previous route', async () => {
    fakeApi({});
    const { router } = await open(buildUser({ email: null }), '/course/7/calendar');
    expect(await landing()).toBe('calendar');
    await router.navigate(CHECKOUT);
    await dialog();
    await userEvent.setup().click(screen.getByRole('button', { name: t('common.actions.cancel') }));
    expect(await landing()).toBe('calendar');
    expect(router.state.location.pathname).toBe('/course/7/calendar');
  });

  it('closing the dialog (Escape) cancels too; a visit that began there goes home', async () => {
    fakeApi({});
    const { router } = await open();
    await dialog();
    await userEvent.setup().keyboard('{Escape}');
    expect(await landing()).toBe('home');
    expect(router.state.location.pathname).toBe(paths.home.href());
  });
});
