import { DEMO_TARIFF } from '@platform/domain/constants/subscriptions';
import { scheduleInstallment } from '../modules/installments/installment-billing';
import { installmentsRepository } from '../modules/installments/installments.repository';
import { paymentsRepository } from '../modules/payments/payments.repository';
import { keepSandboxCard } from '../modules/payments/sandbox-provider';
import { scheduleRenewal } from '../modules/subscriptions/subscription-billing';
import { subscriptionsRepository } from '../modules/subscriptions/subscriptions.repository';
import { usersRepository } from '../modules/users/users.repository';
import { demoBrand } from './brands.seed';
import { demoCourseIds } from './courses.seed';
import { daysFrom, type SeedStep } from './seed-step';

/** The learner whose active subscription covers every demo course of the demo brand. */
const SUBSCRIBER = 'demo@example.com';
/** The spec's free-trial offer: 7 days, then 2990 RUB a month, money back within 14 days. */
const DEMO_PLAN_TITLE = 'Подписка на все курсы';

/** The demo tariff, and the subscriber's subscription to it, 3 days into the free trial, with
 * the card its check saved at the sandbox (Visa 4242), which the renewal charges when the trial
 * ends; unless the subscriber has one (even one ended since). */
export const seedSubscriptions: SeedStep = async ({ db, now }) => {
  const subscriptions = subscriptionsRepository(db);
  const brand = await demoBrand(db);
  const courseIds = [...(await demoCourseIds(db, brand.id)).values()];
  const plan =
    (await subscriptions.planByTitle(brand.id, DEMO_PLAN_TITLE)) ??
    (await subscriptions.createPlan(
      {
        brandId: brand.id,
        title: DEMO_PLAN_TITLE,
        courseServiceType: 'main_subscription',
        period: DEMO_TARIFF.period,
        interval: DEMO_TARIFF.interval,
        amount: DEMO_TARIFF.amount,
        currency: DEMO_TARIFF.currency,
        trialDays: DEMO_TARIFF.trialDays,
        moneyBackDays: DEMO_TARIFF.moneyBackDays,
      },
      courseIds,
    ));
  const learner = await usersRepository(db).findByEmail(SUBSCRIBER);
  if (!learner || (await subscriptions.hasAny(learner.id))) return;
  const trialEnd = daysFrom(now, DEMO_TARIFF.trialDays - 3);
  const card = await keepSandboxCard(db, `card_demo_${learner.id}`, 'succeeds', now);
  const paymentMethodId = await paymentsRepository(db).saveMethod(learner.id, 'sandbox', card);
  const { id } = await subscriptions.create(
    {
      userId: learner.id,
      planId: plan.id,
      title: plan.title,
      status: 'active',
      courseServiceType: plan.courseServiceType,
      period: plan.period,
      interval: plan.interval,
      amount: plan.amount,
      currency: plan.currency,
      trialEndsAt: trialEnd,
      billingAnchorAt: trialEnd,
      nextPayAt: trialEnd,
      endDate: trialEnd,
      paymentMethodId,
    },
    courseIds,
  );
  const subscription = await subscriptions.byId(id);
  if (subscription) await scheduleRenewal(db, subscription);
};

const INSTALLMENT_PART = 1_000_000; // 10 000 RUB in kopecks

/** The subscriber's installment plans, one per section of the screen: an active one with its
 * first of three payments made, a paid one and one cancelled after a declined payment. */
export const seedInstallments: SeedStep = async ({ db, now }) => {
  const learner = await usersRepository(db).findByEmail(SUBSCRIBER);
  const installments = installmentsRepository(db);
  if (!learner || (await installments.hasAny(learner.id))) return;
  const plan = (title: string, status: 'active' | 'paid' | 'cancelled') => ({
    userId: learner.id,
    title,
    status,
    amount: 3 * INSTALLMENT_PART,
    cancelledAt: status === 'cancelled' ? daysFrom(now, -20) : null,
  });
  const part = (days: number, paid: boolean) => ({
    dueAt: daysFrom(now, days),
    amount: INSTALLMENT_PART,
    ...(paid ? { paidAt: daysFrom(now, days) } : {}),
  });
  const active = await installments.create(plan('Наставничество: 3 месяца', 'active'), [
    part(-10, true),
    part(20, false),
    part(50, false),
  ]);
  await scheduleInstallment(db, active.id);
  await installments.create(plan('Курс «Здоровая спина»', 'paid'), [
    part(-90, true),
    part(-60, true),
    part(-30, true),
  ]);
  await installments.create(plan('Курс «Растяжка»', 'cancelled'), [
    part(-50, true),
    part(-20, false),
    part(10, false),
  ]);
};
