import { pointsEndpoints } from '@platform/contracts/endpoints/points';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { pointsKeys } from '../../../shared/points/points-keys';

/** GET /user-score/amount: the balance and whether it reaches the spending threshold. */
export const pointsBalanceQuery = queryOptions({
  queryKey: pointsKeys.amount(),
  queryFn: () => call(pointsEndpoints.amount, {}),
});

export function usePointsBalance() {
  return useQuery(pointsBalanceQuery);
}
