import { installmentEndpoints } from '@platform/contracts/endpoints/subscriptions';
import type { Installment } from '@platform/contracts/subscriptions';
import { installmentSections } from '@platform/domain/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';

/** GET /installment: the learner's plans with their schedules, newest first. */
export function getInstallments(): Promise<Installment[]> {
  return call(installmentEndpoints.list, { query: {} });
}

/** The plans sorted into the screen's sections Active, Paid, Cancelled. */
export function useInstallmentSections() {
  return useQuery({
    queryKey: ['installments', 'list'],
    queryFn: getInstallments,
    select: installmentSections,
  });
}
