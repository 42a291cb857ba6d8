import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../shared/routing/paths';
import { buildUser, jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import { InstallmentsScreen } from './installments-screen';

// 2031-05-05 09:00 UTC
const MAY_5_2031 = 1_935_738_000;
const installment = (id: number, status: string, title: string) => ({
  id,
  title,
  status,
  period: 'month',
  interval: 1,
  price: { amount: 30000, currency: 'RUB' },
  paid: 10000,
  left: 20000,
  nextPayAt: status === 'active' ? MAY_5_2031 : null,
  payments: [
    { number: 1, dueAt: MAY_5_2031, amount: 10000, status: 'paid', paidAt: MAY_5_2031 },
    { number: 2, dueAt: MAY_5_2031 + 2_592_000, amount: 10000, status: 'pending', paidAt: null },
  ],
  created_at: MAY_5_2031,
});

async function render(answer: () => Response) {
  fakeApi({ 'GET /installment': answer });
  return renderRoutes([{ path: paths.installments.pattern, element: <InstallmentsScreen /> }], {
    path: '/user/installments',
    client: startedQueryClient({ user: buildUser() }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('/user/installments', () => {
  it('sorts the plans into Active, Paid and Cancelled with what is paid and the next date', async () => {
    await render(() =>
      jsonResponse([
        installment(1, 'paid', 'Курс «Спина»'),
        installment(2, 'active', 'Наставничество'),
        installment(3, 'cancelled', 'Курс «Растяжка»'),
      ]),
    );
    const sections = await screen.findAllByRole('region');
    expect(
      sections.map((section) => [
        within(section).getByRole('heading', { level: 2 }).textContent,
        within(section)
          .getAllByRole('heading', { level: 3 })
          .map((title) => title.textContent),
      ]),
    ).toEqual([
      ['Активные', ['Наставничество']],
      ['Оплаченные', ['Курс «Спина»']],
      ['Отменённые', ['Курс «Растяжка»']],
    ]);
    const active = sections[0] as HTMLElement;
    // The cancelled plan's unpaid payment is off, not scheduled.
    expect(within(sections[2] as HTMLElement).getByText(/\(отменён\)$/)).toBeTruthy();
    expect(within(active).getByText(/\(запланирован\)$/)).toBeTruthy();
    expect(within(active).getByText('Следующий платёж 05 мая 2031')).toBeTruthy();
    expect(within(active).getByText(/^Оплачено 10\s000\s₽, осталось 20\s000\s₽$/)).toBeTruthy();
  });

  it("says 'Something went wrong' when the list does not load", async () => {
    await render(() => jsonResponse({ message: 'Internal error' }, { status: 500 }));
    expect((await screen.findByRole('alert')).textContent).toBe('Что-то пошло не так');
  });
});
