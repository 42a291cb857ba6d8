import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../shared/routing/paths';
import { buildPlan, buildUser, jsonResponse } from '../../../test/factories';
import { type ApiCall, fakeApi } from '../../../test/fake-api';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import { SubscriptionScreen } from './subscription-screen';
import { SubscriptionsScreen } from './subscriptions-screen';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);
const bodyOf = (call: ApiCall | undefined) => JSON.parse(String(call?.body));

// 2031-05-05 09:00 UTC: the same day on any clock from UTC−9 to UTC+14.
const MAY_5_2031 = 1_935_738_000;

const subscription = (overrides: Record<string, unknown> = {}) => ({
  id: 5,
  title: 'Подписка на все курсы',
  status: 'active',
  isLifetime: false,
  isActive: true,
  isActiveStatus: true,
  period: 'month',
  interval: 1,
  nextPayAt: MAY_5_2031,
  endDate: MAY_5_2031,
  courseServiceType: 'main_subscription',
  recurrentPaymentsEnabled: true,
  price: { amount: 2990, currency: 'RUB' },
  trialEndsAt: null,
  ...overrides,
});

const plan = buildPlan();

async function render(path: string, routes: Parameters<typeof fakeApi>[0], user = buildUser()) {
  const api = fakeApi(routes);
  const view = await renderRoutes(
    [
      { path: paths.subscriptions.pattern, element: <SubscriptionsScreen /> },
      { path: paths.subscription.pattern, element: <SubscriptionScreen /> },
    ],
    { path, client: startedQueryClient({ user }) },
  );
  return { ...view, api };
}

/** window.location with its assign recorded (the payment page is another site). */
function stubLocationAssign() {
  const assign = vi.fn();
  const { origin, href, protocol, host, hostname, port, pathname, search, hash } = window.location;
  const place = { origin, href, protocol, host, hostname, port, pathname, search, hash };
  vi.stubGlobal('location', { ...place, assign });
  return assign;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('/user/subscriptions', () => {
  it('lists subscriptions with their status lines, leaving MOBILE-type ones out', async () => {
    await render('/user/subscriptions', {
      'GET /payment-subscription': () =>
        jsonResponse([
          subscription(),
          subscription({ id: 6, title: 'Годовая', isActiveStatus: false, status: 'canceled' }),
          subscription({
            id: 7,
            title: 'Навсегда',
            isLifetime: true,
            nextPayAt: null,
            endDate: null,
          }),
          subscription({ id: 8, title: 'Только приложение', courseServiceType: 'MOBILE' }),
        ]),
    });
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Подписка на все курсы',
      'Годовая',
      'Навсегда',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('Следующий платёж 05 мая 2031')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText(/^2\s?990\s₽ за месяц$/)).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('Действует до 05 мая 2031')).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText('Действует бессрочно')).toBeTruthy();
    // A subscription in force: no tariffs offered.
    expect(
      screen.queryByRole('heading', { name: t('subscriptionScreens.plans.title') }),
    ).toBeNull();
  });

  it('with warning=true says why and offers the tariffs; Subscribe goes to the payment page', async () => {
    const assign = stubLocationAssign();
    const { api } = await render('/user/subscriptions?warning=true', {
      'GET /payment-subscription': () =>
        jsonResponse([subscription({ status: 'ended', isActive: false, isActiveStatus: false })]),
      'GET /subscription-plans': () => jsonResponse([{ ...plan, trialAvailable: false }]),
      'POST /payment-subscriptions/subscribe': () =>
        jsonResponse({ order_id: 9, confirmation_url: 'https://pay.example/9' }),
    });
    expect(screen.getByText(t('subscriptionScreens.list.warning')).getAttribute('role')).toBe(
      'status',
    );
    expect(await screen.findByText('Подписка закончилась')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: /Оформить подписку/ }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/9'));
    const sent = api.calls.find((call) => call.path === '/payment-subscriptions/subscribe');
    expect(bodyOf(sent)).toMatchObject({ planId: 1 });
  });

  it('asks an account without an e-mail for one before the purchase, then goes on to pay', async () => {
    const assign = stubLocationAssign();
    const { api } = await render(
      '/user/subscriptions',
      {
        'GET /payment-subscription': () => jsonResponse([]),
        'GET /subscription-plans': () => jsonResponse([{ ...plan, trialAvailable: false }]),
        'POST /user/update-user': () =>
          jsonResponse({
            success: true,
            data: { user: buildUser({ email: 'anna@example.com' }) },
            errors: {},
          }),
        'POST /payment-subscriptions/subscribe': () =>
          jsonResponse({ order_id: 9, confirmation_url: 'https://pay.example/9' }),
      },
      buildUser({ email: null }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Оформить подписку/ }));
    const dialog = await screen.findByRole('dialog', { name: t('onboarding.emailRequired.title') });
    expect(api.requests()).not.toContain('POST /payment-subscriptions/subscribe');

    await user.click(within(dialog).getByRole('button', { name: t('common.actions.cancel') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests()).not.toContain('POST /payment-subscriptions/subscribe');

    await user.click(screen.getByRole('button', { name: /Оформить подписку/ }));
    await user.type(
      await screen.findByRole('textbox', { name: t('onboarding.emailCode.email') }),
      'anna@example.com',
    );
    await user.click(screen.getByRole('button', { name: t('onboarding.emailRequired.confirm') }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/9'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests().filter((call) => call.startsWith('POST'))).toEqual([
      'POST /user/update-user',
      'POST /payment-subscriptions/subscribe',
    ]);
  });

  it('offers the free trial truthfully: 0 today, the first charge and its date, no points', async () => {
    // 7 days before MAY_5_2031.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((MAY_5_2031 - 7 * 86_400) * 1000);
    await render('/user/subscriptions', {
      'GET /payment-subscription': () => jsonResponse([]),
      'GET /subscription-plans': () => jsonResponse([plan]),
      'GET /user-score/amount': () => jsonResponse({ amount: 500 }),
    });
    const card = (await screen.findByRole('heading', { name: plan.title })).closest('li');
    if (!card) throw new Error('no plan card');
    const inCard = within(card);
    expect(inCard.getByText(/^7 дней бесплатно, затем 2\s?990\s₽ за месяц$/)).toBeTruthy();
    expect(inCard.getByText('Сегодня').nextElementSibling?.textContent).toMatch(/^0\s₽$/);
    expect(inCard.getByText('Первое списание').nextElementSibling?.textContent).toMatch(
      /^2\s?990\s₽, 05 мая 2031$/,
    );
    expect(inCard.getByText(/Отмените до 05 мая 2031 — и списаний не будет\.$/)).toBeTruthy();
    expect(inCard.getByText('Вернём деньги в течение 14 дней.')).toBeTruthy();
    expect(inCard.queryByRole('checkbox')).toBeNull();
    expect(
      inCard.getByRole('button', {
        name: /^Начать бесплатный период: Подписка на все курсы, сегодня 0\s₽$/,
      }),
    ).toBeTruthy();
  });

  it("says 'Something went wrong' when the list does not load, and retries", async () => {
    let fail = true;
    await render('/user/subscriptions', {
      'GET /payment-subscription': () =>
        fail ? jsonResponse({ message: 'Internal error' }, { status: 500 }) : jsonResponse([]),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Что-то пошло не так');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: t('common.actions.retry') }));
    expect(await screen.findByText(t('subscriptionScreens.list.empty'))).toBeTruthy();
  });
});

describe('/user/subscription/{id}: the free trial', () => {
  const inTrial = subscription({ trialEndsAt: MAY_5_2031 });

  it('shows until when it is free and the first charge with its amount', async () => {
    await render('/user/subscription/5', {
      'GET /payment-subscriptions/5': () => jsonResponse(inTrial),
    });
    expect(await screen.findByText('Бесплатный период до 05 мая 2031')).toBeTruthy();
    expect(screen.getByText(/^Первое списание 2\s?990\s₽ — 05 мая 2031$/)).toBeTruthy();
    expect(screen.queryByText('Следующий платёж 05 мая 2031')).toBeNull();
  });

  it('cancelled during the trial: access to its end, nothing to be charged', async () => {
    await render('/user/subscription/5', {
      'GET /payment-subscriptions/5': () =>
        jsonResponse({ ...inTrial, status: 'canceled', isActiveStatus: false, nextPayAt: null }),
    });
    expect(await screen.findByText('Бесплатный период до 05 мая 2031')).toBeTruthy();
    expect(screen.getByText('Действует до 05 мая 2031')).toBeTruthy();
    expect(screen.getByText(t('subscriptionScreens.trialNoCharge'))).toBeTruthy();
    expect(screen.queryByText(/Первое списание/)).toBeNull();
  });
});

describe('/user/subscription/{id}: loading', () => {
  it("says 'Something went wrong' when the subscription does not load, and retries", async () => {
    let fail = true;
    await render('/user/subscription/5', {
      'GET /payment-subscriptions/5': () =>
        fail
          ? jsonResponse({ message: 'Internal error' }, { status: 500 })
          : jsonResponse(subscription()),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Что-то пошло не так');
    expect(screen.queryByRole('button', { name: 'Отменить подписку' })).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: t('common.actions.retry') }));
    expect(await screen.findByText('Следующий платёж 05 мая 2031')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says it is not found for someone else's subscription (404), without a retry", async () => {
    await render('/user/subscription/5', {
      'GET /payment-subscriptions/5': () => jsonResponse({ message: 'Not found' }, { status: 404 }),
    });
    expect(await screen.findByText(t('subscriptionScreens.one.notFound'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('common.actions.retry') })).toBeNull();
  });
});

describe('/user/subscription/{id}: the cancel button', () => {
  const open = async (cancel: () => Response | Promise<Response>) => {
    const view = await render('/user/subscription/5', {
      'GET /payment-subscriptions/5': () =>
        jsonResponse(subscription({ cancelPopupText: 'Доступ сохранится до 05 мая 2031.' })),
      'POST /payment-subscriptions/cancel': cancel,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить подписку' }));
    return view;
  };

  it('asks for 10 characters for another reason, then waits and reports success', async () => {
    let answer: (response: Response) => void = () => {};
    const { api } = await open(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Доступ сохранится до 05 мая 2031.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Другая причина' }));
    await userEvent.type(within(dialog).getByLabelText('Расскажите подробнее'), 'дорого');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить подписку' }));
    expect(within(dialog).getByText('Опишите причину — не короче 10 символов')).toBeTruthy();
    expect(api.requests()).not.toContain('POST /payment-subscriptions/cancel');

    await userEvent.type(within(dialog).getByLabelText('Расскажите подробнее'), ' для меня сейчас');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить подписку' }));
    // wait
    const waiting = within(dialog).getByRole('button', { name: 'Отменяем…' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    answer(
      jsonResponse({
        subscription: subscription({ status: 'canceled', isActiveStatus: false, nextPayAt: null }),
        redirectUrl: '/user/subscriptions',
      }),
    );
    // success
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'Подписка отменена и больше не продлится.',
    );
    const sent = api.calls.find((call) => call.path === '/payment-subscriptions/cancel');
    expect(sent?.url.searchParams.get('id')).toBe('5');
    expect(bodyOf(sent)).toEqual({ reason_type: 'other', reason: 'дорого для меня сейчас' });
  });

  it("shows 'Mistake. I couldn't cancel my subscription. Contact support' when it fails", async () => {
    await open(() => jsonResponse({ message: 'Internal error' }, { status: 500 }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить подписку' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Ошибка. Не удалось отменить подписку. Обратитесь в поддержку',
    );
    // ready again: the learner may try once more
    expect(within(dialog).getByRole('button', { name: 'Отменить подписку' })).toBeTruthy();
  });
});
