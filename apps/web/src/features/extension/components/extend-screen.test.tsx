import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../shared/routing/paths';
import { buildUser, jsonResponse } from '../../../test/factories';
import { type ApiCall, errorBody, fakeApi } from '../../../test/fake-api';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import { ExtendScreen } from './extend-screen';
import { goToPayment } from './go-to-payment';

vi.mock('./go-to-payment', () => ({ goToPayment: vi.fn() }));

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);
const bodyOf = (call: ApiCall | undefined) => JSON.parse(String(call?.body));
const DAY = 24 * 60 * 60 * 1000;

const access = {
  id: 11,
  streamId: 5,
  typeCode: 'course_subscription',
  service: { id: 11, title: 'Продление на 30 дней', price: 299000, currency: 'RUB', days: 30 },
};
const questions = {
  id: 12,
  streamId: 5,
  typeCode: 'expert_additional_question',
  service: { id: 12, title: 'Вопросы эксперту', price: 99000, currency: 'RUB', days: 14 },
};
const options = (points = { balance: 0, spendable: false }) => ({
  streamId: 5,
  courseTitle: 'Фейсфитнес',
  endDate: Date.now() + 2 * DAY - 60_000,
  messageExpiresDate: null,
  points,
  // Cheapest first, as the API answers; the screen still starts on the access.
  extends: [questions, access],
});
const check = {
  success: true,
  code: 'SPRING10',
  type: 'percent',
  value: 10,
  price: 299000,
  discount: 29900,
  total: 269100,
  currency: 'RUB',
};
const started = { order: { id: 9, status: 'new' }, redirectUrl: 'https://pay.example/checkout/1' };

async function renderExtend(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  const view = await renderRoutes([{ path: paths.extend.pattern, element: <ExtendScreen /> }], {
    path: paths.extend.href({ streamId: 5 }),
    client: startedQueryClient({ user: buildUser({ email: 'anna@example.com' }) }),
  });
  return { ...view, api };
}

afterEach(() => vi.unstubAllGlobals());

describe('/course/{streamId}/extend', () => {
  it('shows the days left and the options; a code is sent only after its check succeeded', async () => {
    const { api } = await renderExtend({
      'GET /extend/5': () => jsonResponse(options()),
      'GET /discount/check/code/WRONG/course-service/11': () =>
        jsonResponse(errorBody({ code: ['Такого промокода нет'] }), { status: 422 }),
      'GET /discount/check/code/SPRING10/course-service/11': () => jsonResponse(check),
      'POST /extend/5/course-service/11': () => jsonResponse(started),
    });
    expect(await screen.findByText(/Доступ закончится через 2 дня/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Продление на 30 дней/ })).toHaveProperty(
      'checked',
      true,
    );
    const code = screen.getByLabelText(t('extension.code.label'));
    await userEvent.type(code, 'WRONG');
    await userEvent.click(screen.getByRole('button', { name: t('extension.code.apply') }));
    expect(await screen.findByText('Такого промокода нет')).toBeTruthy();
    await userEvent.clear(code);
    await userEvent.type(code, 'SPRING10');
    await userEvent.click(screen.getByRole('button', { name: t('extension.code.apply') }));
    expect(await screen.findByText(t('extension.code.applied', { code: 'SPRING10' }))).toBeTruthy();
    const summary = screen.getByText(t('extension.summary.total')).closest('dl');
    if (!summary) throw new Error('no summary');
    expect(within(summary).getByText(/2\s?691/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Оплатить/ }));
    await vi.waitFor(() => expect(goToPayment).toHaveBeenCalledWith(started.redirectUrl));
    const posted = api.calls.find((call) => call.method === 'POST');
    expect(bodyOf(posted)).toEqual({
      email: 'anna@example.com',
      phone: '',
      name: 'Anna Ivanova',
      promocode: 'SPRING10',
    });
  });

  it('takes points from 200 and says how many there are below it', async () => {
    const { api } = await renderExtend({
      'GET /extend/5': () => jsonResponse(options({ balance: 270, spendable: true })),
      'POST /extend/5/course-service/11': () =>
        jsonResponse({ order: { id: 9, status: 'paid' }, redirectUrl: null }),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: /Оплатить баллами: 270/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Оплатить/ }));
    expect(await screen.findByText(t('extension.paid'))).toBeTruthy();
    expect(bodyOf(api.calls.find((call) => call.method === 'POST')).points).toBe(270);
  });

  it("says 'Something went wrong' when the options do not load, and retries", async () => {
    let fail = true;
    await renderExtend({
      'GET /extend/5': () =>
        fail
          ? jsonResponse({ message: 'Internal error' }, { status: 500 })
          : jsonResponse(options()),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Что-то пошло не так');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t('extension.title'));
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: t('common.actions.retry') }));
    expect(await screen.findByText(/Доступ закончится через 2 дня/)).toBeTruthy();
  });

  it("says 'No internet' when the server was not reached", async () => {
    await renderExtend({
      'GET /extend/5': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(t('common.errors.noInternet'));
  });

  it("answers someone else's stream with its not-found page", async () => {
    await renderExtend({
      'GET /extend/5': () => jsonResponse({ message: 'Not found' }, { status: 404 }),
    });
    expect(await screen.findByText(t('extension.notFound'))).toBeTruthy();
  });

  it('shows the server refusal of the e-mail under the field', async () => {
    await renderExtend({
      'GET /extend/5': () => jsonResponse(options({ balance: 120, spendable: false })),
      'POST /extend/5/course-service/11': () =>
        jsonResponse(errorBody({ email: ['Укажите e-mail, чтобы оплатить покупку'] }), {
          status: 422,
        }),
    });
    expect(await screen.findByText(/У вас 120 баллов/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Оплатить/ }));
    expect(await screen.findByText('Укажите e-mail, чтобы оплатить покупку')).toBeTruthy();
  });
});
