import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../shared/routing/paths';
import { buildUser, jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import { CheckoutStreamScreen } from './checkout-stream-screen';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);
const money = (kopecks: number) =>
  new Intl.NumberFormat('ru-RU', {
    style: 'currency',
    currency: 'RUB',
    minimumFractionDigits: kopecks % 100 === 0 ? 0 : 2,
  }).format(kopecks / 100);

function renderScreen(
  points: number,
  routes: Parameters<typeof fakeApi>[0] = {},
  user = buildUser(),
) {
  const api = fakeApi({
    'GET /user-score/amount': () => jsonResponse({ amount: points, canSpend: points >= 200 }),
    'POST /checkout/stream/7': () =>
      jsonResponse({ order_id: 3, status: 'new', confirmation_url: null }),
    'POST /order/3': () => jsonResponse({ id: 3, status: 'new' }),
    ...routes,
  });
  renderRoutes(
    [
      { path: paths.checkoutStream.pattern, element: <CheckoutStreamScreen /> },
      // Nothing to pay on a provider's page: the screen goes to the order's return page.
      { path: paths.checkoutReturn.pattern, element: <p>return page</p> },
    ],
    {
      path: '/checkout/stream/7',
      client: startedQueryClient({ user }),
    },
  );
  return api;
}

/** Text without its spaces: Intl writes no-break ones where the test may not. */
const bare = (text: string | null | undefined) => (text ?? '').replace(/\s/g, '');
const hasText = (expected: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && bare(element.textContent) === bare(expected);

const sentBody = (api: ReturnType<typeof fakeApi>) =>
  JSON.parse(String(api.calls.find((call) => call.method === 'POST')?.body));

afterEach(() => vi.unstubAllGlobals());

describe('/checkout/stream/{id}', () => {
  it('shows the installment schedule with its dates and amounts before paying, and sends the choice', async () => {
    const api = renderScreen(0);
    const user = userEvent.setup();
    const [, inParts] = await screen.findAllByRole('radio');
    expect(bare(inParts?.closest('label')?.textContent)).toBe(
      bare(t('checkout.terms.inParts', { count: 3, amount: money(99_667) })),
    );
    await user.click(inParts as HTMLElement);
    const schedule = screen.getByRole('list', { name: t('checkout.terms.scheduleTitle') });
    const parts = within(schedule).getAllByRole('listitem');
    expect(parts).toHaveLength(3);
    expect(parts[0]?.textContent).toContain(t('checkout.terms.today'));
    expect(parts.map((part) => bare(part.textContent))).toEqual([
      expect.stringContaining(bare(money(99_667))),
      expect.stringContaining(bare(money(99_667))),
      expect.stringContaining(bare(money(99_666))),
    ]);
    expect(
      screen.getByText(hasText(t('checkout.terms.dueNow', { amount: money(99_667) }))),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t('checkout.buy.pay') }));
    await vi.waitFor(() => expect(api.requests()).toContain('POST /checkout/stream/7'));
    expect(sentBody(api)).toMatchObject({ installments: true });
    expect(sentBody(api)).not.toHaveProperty('points');
    expect(await screen.findByText('return page')).toBeTruthy();
  });

  it('puts points towards the payment from 200', async () => {
    const api = renderScreen(500);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('checkbox', { name: t('checkout.terms.usePoints', { count: 500 }) }),
    );
    expect(
      screen.getByText(hasText(t('checkout.terms.dueNow', { amount: money(299_000 - 50_000) }))),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('checkout.buy.pay') }));
    await vi.waitFor(() => expect(api.requests()).toContain('POST /checkout/stream/7'));
    expect(sentBody(api)).toMatchObject({ points: 500 });
    expect(sentBody(api)).not.toHaveProperty('installments');
  });

  it('below 200 points offers none', async () => {
    renderScreen(120);
    expect(await screen.findByText(t('checkout.terms.pointsNotYet', { count: 120 }))).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it("says 'Something went wrong' when the checkout fails without a reason, and lets the learner try again", async () => {
    let fail = true;
    const api = renderScreen(0, {
      'POST /checkout/stream/7': () =>
        fail
          ? jsonResponse({ message: 'Internal error' }, { status: 500 })
          : jsonResponse({ order_id: 3, status: 'new', confirmation_url: null }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t('checkout.buy.pay') }));
    expect((await screen.findByRole('alert')).textContent).toBe('Что-то пошло не так');
    fail = false;
    await user.click(screen.getByRole('button', { name: t('checkout.buy.pay') }));
    expect(await screen.findByText('return page')).toBeTruthy();
    expect(api.requests().filter((call) => call === 'POST /checkout/stream/7')).toHaveLength(2);
  });

  it("the server's email_required refusal shows the same message in place of the button", async () => {
    renderScreen(0, {
      'POST /checkout/stream/7': () =>
        jsonResponse(
          { message: 'Укажите e-mail', code: 'email_required', errors: {} },
          { status: 422 },
        ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t('checkout.buy.pay') }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Укажите адрес электронной почты перед покупкой',
    );
    expect(screen.queryByRole('button', { name: t('checkout.buy.pay') })).toBeNull();
  });
});
