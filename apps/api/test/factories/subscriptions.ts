import type { AppContext } from '../../src/context';
import { addSeconds } from '../../src/lib/clock';
import { installmentsRepository } from '../../src/modules/installments/installments.repository';
import { subscriptionsRepository } from '../../src/modules/subscriptions/subscriptions.repository';

const DAY = 86_400;

export type SubscriptionOverrides = Parameters<
  ReturnType<typeof subscriptionsRepository>['create']
>[0];

/** A renewing monthly subscription of 2990 RUB paid up to `paidThrough` (default in 10 days),
 * billed from the anchor a month earlier, with a saved card. */
export async function buildBillingSubscription(
  ctx: AppContext,
  userId: number,
  overrides: Partial<SubscriptionOverrides> = {},
  courseIds: number[] = [],
) {
  const paidThrough = overrides.nextPayAt ?? addSeconds(ctx.clock.now(), 10 * DAY);
  return ctx.db.transaction(async (tx) => {
    const { id } = await subscriptionsRepository(tx).create(
      {
        userId,
        title: 'Все курсы',
        status: 'active',
        courseServiceType: 'main_subscription',
        period: 'month',
        interval: 1,
        amount: 299_000,
        currency: 'RUB',
        billingAnchorAt: paidThrough,
        paidCycles: 0,
        nextPayAt: paidThrough,
        endDate: paidThrough,
        paymentMethodId: 1,
        ...overrides,
      },
      courseIds,
    );
    const row = await subscriptionsRepository(tx).findOwned(userId, id);
    if (!row) throw new Error('subscription not created');
    return row;
  });
}

/** An installment plan of three monthly payments of 10 000 RUB, the first due in `firstInDays`
 * days (default 5), with a saved card. */
export async function buildInstallment(
  ctx: AppContext,
  userId: number,
  options: { firstInDays?: number; status?: 'active' | 'paid' | 'cancelled'; paid?: number } = {},
) {
  const first = options.firstInDays ?? 5;
  const paid = options.paid ?? 0;
  return installmentsRepository(ctx.db).create(
    {
      userId,
      title: 'Наставничество',
      status: options.status ?? 'active',
      amount: 3_000_000,
      paymentMethodId: 1,
    },
    [0, 30, 60].map((offset, index) => ({
      dueAt: addSeconds(ctx.clock.now(), (first + offset) * DAY),
      amount: 1_000_000,
      ...(index < paid ? { paidAt: addSeconds(ctx.clock.now(), (first + offset) * DAY) } : {}),
    })),
  );
}
