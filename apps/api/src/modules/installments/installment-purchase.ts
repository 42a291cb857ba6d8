import { type InstallmentTerms, installmentSchedule } from '@platform/domain/installments';
import { registerOrderKind } from '../payments/order-kinds';
import { scheduleInstallment } from './installment-billing';
import { installmentsRepository } from './installments.repository';
import {
  INSTALLMENT_PURCHASE_KIND,
  type InnerPurchase,
  innerGrant,
  innerOrder,
} from './purchase-revoke';

/** The plan an installment purchase makes once its first payment is paid. */
export interface InstallmentPlanTerms extends InstallmentTerms {
  title: string;
  /** The whole price, minor units; the checkout's order is its first part. */
  total: number;
  currency: string;
}

/** The payload of an installment purchase's order. */
export const installmentPurchasePayload = (inner: InnerPurchase, plan: InstallmentPlanTerms) => ({
  inner: { ...inner },
  plan: { ...plan },
});

/**
 * Selling in installments: the checkout's order pays the first part; paid, it opens what the
 * sold kind opens (in full) and makes the plan with the other parts, charged on their dates from
 * the card the payment saved (installment-billing). A refund within the money-back window takes
 * back what was opened and cancels the plan; an unpaid order is the sold kind's failure.
 */
export const installmentPurchaseKind = registerOrderKind({
  kind: INSTALLMENT_PURCHASE_KIND,

  async onPaid(tx, order, event) {
    const inner = innerOrder(order);
    const grant = await inner.kind.onPaid(tx, inner.order, event);
    const plan = order.payload.plan as InstallmentPlanTerms;
    const schedule = installmentSchedule(plan.total, plan, event.now.getTime());
    const installment = await installmentsRepository(tx).create(
      {
        userId: order.userId,
        title: plan.title,
        status: 'active',
        amount: plan.total,
        currency: plan.currency,
        period: plan.period,
        interval: plan.interval,
        paymentMethodId: event.paymentMethodId,
        orderId: order.id,
      },
      schedule.map((part) => ({
        dueAt: new Date(part.dueAt),
        amount: part.amount,
        ...(part.number === 1 ? { paidAt: event.now } : {}),
      })),
    );
    await scheduleInstallment(tx, installment.id);
    return { inner: grant, installmentId: installment.id };
  },

  async onRefunded(tx, order, grant, event) {
    const inner = innerOrder(order);
    await inner.kind.onRefunded(tx, inner.order, innerGrant(order), event);
    const installmentId = Number(grant.installmentId);
    await installmentsRepository(tx).cancel(installmentId, event.now);
    await scheduleInstallment(tx, installmentId);
  },

  async onFailed(tx, order, reason, event) {
    const inner = innerOrder(order);
    await inner.kind.onFailed?.(tx, inner.order, reason, event);
  },
});
