import type { Language } from '@platform/domain/constants/languages';
import { cancelReasonProblem } from '@platform/domain/subscriptions';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../context';
import { conflict, fieldError, notFound } from '../../lib/errors';
import type { SignedInUser } from '../auth/sessions.repository';
import { checkoutService, requireBuyerEmail } from '../payments/checkout';
import { isCurrencyCode, money } from '../payments/money';
import { SUBSCRIPTION_KIND } from './subscription-billing';
import { type PresentOptions, presentPlan, presentSubscription } from './subscriptions.presenter';
import { type PlanRow, subscriptionsRepository } from './subscriptions.repository';

/** The caller's language, for the texts an answer carries (cancelPopupText). */
export interface Reader {
  t: TFunction;
  lang: Language;
}

export interface CancelRequest {
  reason_type: string;
  reason?: string;
}

/** A free trial is for a learner's first subscription, to a renewing plan that has one. */
const hasTrial = (plan: PlanRow, subscribedBefore: boolean) =>
  plan.trialDays > 0 && !plan.isLifetime && !subscribedBefore;

/** Where the client goes after a cancel: the learner's subscriptions. */
const AFTER_CANCEL_URL = '/user/subscriptions';

export function subscriptionsService(ctx: AppContext) {
  const subscriptions = subscriptionsRepository(ctx.db);
  const options = (reader: Reader, withPopup: boolean): PresentOptions => ({
    now: ctx.clock.now(),
    popup: withPopup ? reader : undefined,
  });

  return {
    /** Every subscription of the learner, MOBILE-type ones included (the clients' mobile-only
     * rule reads them; their lists leave them out). */
    async list(user: SignedInUser, reader: Reader, withPopup: boolean) {
      const present = options(reader, withPopup);
      return (await subscriptions.listOf(user.id)).map((row) => presentSubscription(row, present));
    },

    async one(user: SignedInUser, id: number, reader: Reader, withPopup: boolean) {
      const row = await subscriptions.findOwned(user.id, id);
      if (!row) throw notFound();
      return presentSubscription(row, options(reader, withPopup));
    },

    /** Stops the renewals: access stays to the end of the paid period (a past-due one ends now).
     * 422 for a reason too short or long, 409 for a lifetime, cancelled or ended one. */
    async cancel(user: SignedInUser, id: number, request: CancelRequest, reader: Reader) {
      const problem = cancelReasonProblem(request.reason_type, request.reason);
      if (problem) throw fieldError('reason', problem.key, problem.params);
      const reason = request.reason?.trim() || null;
      const row = await subscriptions.cancel(user.id, id, {
        reasonType: request.reason_type,
        reason,
        at: ctx.clock.now(),
      });
      if (row) {
        return {
          subscription: presentSubscription(row, options(reader, false)),
          redirectUrl: AFTER_CANCEL_URL,
        };
      }
      if (!(await subscriptions.findOwned(user.id, id))) throw notFound();
      throw conflict('subscription_not_cancellable', 'subscriptions.errors.notCancellable');
    },

    /** The plans of the learner's brand; the trial shows only before a first subscription. */
    async plans(user: SignedInUser) {
      const [plans, subscribed] = await Promise.all([
        subscriptions.plansOf(user.brandId),
        subscriptions.hasAny(user.id),
      ]);
      return plans.map((plan) => presentPlan(plan, hasTrial(plan, subscribed)));
    },

    /** Starts the checkout of a plan of the learner's brand (404 for another brand's or one off
     * sale); paying it starts the subscription (subscription-billing.ts). */
    async subscribe(user: SignedInUser, planId: number, idempotencyKey: string, points = 0) {
      const found = await subscriptions.plan(planId);
      if (!found || found.plan.brandId !== user.brandId || !found.plan.isActive) throw notFound();
      requireBuyerEmail(user);
      const { plan } = found;
      if (!isCurrencyCode(plan.currency)) throw new Error(`plan ${plan.id}: unknown currency`);
      const checkout = checkoutService(ctx);
      const sale = {
        userId: user.id,
        kind: SUBSCRIPTION_KIND,
        idempotencyKey: `subscribe:${idempotencyKey}`,
      };
      // A free trial charges nothing today (points have nothing to pay): the card is checked
      // and saved, and the renewal job charges it at the trial's end.
      const { order, confirmationUrl } = hasTrial(plan, await subscriptions.hasAny(user.id))
        ? await checkout.saveCard({
            ...sale,
            payload: { planId: plan.id, trial: true },
            items: [{ title: plan.title, price: money(0, plan.currency) }],
          })
        : await checkout.start({
            ...sale,
            payload: { planId: plan.id },
            items: [{ title: plan.title, price: money(plan.amount, plan.currency) }],
            savePaymentMethod: !plan.isLifetime,
            ...(points ? { points: { amount: points, subject: plan.title } } : {}),
          });
      return { order_id: order.id, confirmation_url: confirmationUrl };
    },
  };
}
