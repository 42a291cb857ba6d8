import { describe, expect, it } from 'vitest';
import { buildInstallment } from '../../../test/factories/subscriptions';
import { buildUser } from '../../../test/factories/users';
import { suiteApp } from '../../../test/helpers/suite-app';
import { addSeconds, toSeconds } from '../../lib/clock';

const DAY = 86_400;

describe('GET /installment/{id}', () => {
  const t = suiteApp();

  it('answers the plan with its schedule, the popup text only when expanded', async () => {
    const { user, auth } = await buildUser(t.ctx);
    const now = t.clock.now();
    // Three monthly parts of 10 000 RUB from in 5 days, the first one paid.
    const plan = await buildInstallment(t.ctx, user.id, { paid: 1 });
    const due = (days: number) => toSeconds(addSeconds(now, days * DAY));

    const plain = await t.get(`/installment/${plan.id}`, auth);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual({
      id: plan.id,
      title: 'Наставничество',
      status: 'active',
      period: 'month',
      interval: 1,
      price: { amount: 30_000, currency: 'RUB' },
      paid: 10_000,
      left: 20_000,
      nextPayAt: due(35),
      payments: [
        { number: 1, dueAt: due(5), amount: 10_000, status: 'paid', paidAt: due(5) },
        { number: 2, dueAt: due(35), amount: 10_000, status: 'pending', paidAt: null },
        { number: 3, dueAt: due(65), amount: 10_000, status: 'pending', paidAt: null },
      ],
      created_at: toSeconds(plan.createdAt),
    });
    expect(plain.json()).not.toHaveProperty('cancelPopupText');

    // The two unpaid parts are counted, in the request's language (ru by default).
    const expanded = await t.get(`/installment/${plan.id}?expand=cancelPopupText`, auth);
    expect(expanded.statusCode).toBe(200);
    expect(expanded.json()).toEqual({
      ...plain.json(),
      cancelPopupText: 'Осталось платежей: 2. Чтобы отменить рассрочку, напишите в поддержку.',
    });
    const english = await t.get(`/installment/${plan.id}?expand=cancelPopupText&lang=en`, auth);
    expect(english.json().cancelPopupText).toBe(
      'Payments left: 2. To cancel the installment plan, write to support.',
    );
    const spanish = await t.get(`/installment/${plan.id}?expand=cancelPopupText`, {
      ...auth,
      'accept-language': 'es',
    });
    expect(spanish.json().cancelPopupText).toBe(
      'Pagos pendientes: 2. Para cancelar el plan de pagos, escribe al soporte.',
    );
  });

  it('a paid plan has nothing left and no next payment', async () => {
    const { user, auth } = await buildUser(t.ctx);
    const plan = await buildInstallment(t.ctx, user.id, { status: 'paid', paid: 3 });
    const response = await t.get(`/installment/${plan.id}?expand=cancelPopupText&lang=en`, auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'paid',
      paid: 30_000,
      left: 0,
      nextPayAt: null,
      cancelPopupText: 'Payments left: 0. To cancel the installment plan, write to support.',
    });
  });

  it('ignores an unknown expansion (the shared comma-list rule) and adds no popup text', async () => {
    const { user, auth } = await buildUser(t.ctx);
    const plan = await buildInstallment(t.ctx, user.id);
    const response = await t.get(`/installment/${plan.id}?expand=payments,cancelPopup`, auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('cancelPopupText');
    expect(response.json().payments).toHaveLength(3);
  });

  it("answers 404 for someone else's plan and for none", async () => {
    const owner = await buildUser(t.ctx);
    const other = await buildUser(t.ctx);
    const plan = await buildInstallment(t.ctx, owner.user.id);
    expect((await t.get(`/installment/${plan.id}`, other.auth)).statusCode).toBe(404);
    expect((await t.get('/installment/99999999', other.auth)).statusCode).toBe(404);
    expect((await t.get(`/installment/${plan.id}`, owner.auth)).statusCode).toBe(200);
  });
});
