import type { Installment } from '@platform/contracts/subscriptions';
import type { TFunction } from 'i18next';
import { toSeconds } from '../../lib/clock';
import { majorAmount } from '../subscriptions/subscriptions.presenter';
import type { InstallmentWithPayments } from './installments.repository';

export function presentInstallment(
  { installment, payments }: InstallmentWithPayments,
  t?: TFunction,
): Installment {
  const major = (amount: number) => majorAmount(amount, installment.currency);
  const paid = payments.filter((payment) => payment.status === 'paid');
  const unpaid = payments.filter((payment) => payment.status !== 'paid');
  const paidAmount = paid.reduce((total, payment) => total + payment.amount, 0);
  const next = installment.status === 'active' ? unpaid[0] : undefined;
  return {
    id: installment.id,
    title: installment.title,
    status: installment.status,
    period: installment.period,
    interval: installment.interval,
    price: { amount: major(installment.amount), currency: installment.currency },
    paid: major(paidAmount),
    left: major(installment.amount - paidAmount),
    nextPayAt: next ? toSeconds(next.nextRetryAt ?? next.dueAt) : null,
    payments: payments.map((payment) => ({
      number: payment.number,
      dueAt: toSeconds(payment.dueAt),
      amount: major(payment.amount),
      status: payment.status,
      paidAt: payment.paidAt === null ? null : toSeconds(payment.paidAt),
    })),
    created_at: toSeconds(installment.createdAt),
    ...(t
      ? { cancelPopupText: t('subscriptions.installmentCancelPopup', { count: unpaid.length }) }
      : {}),
  };
}
