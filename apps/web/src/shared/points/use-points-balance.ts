import { pointsEndpoints } from '@platform/contracts/endpoints/points';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/http-client';
import { pointsKeys } from './points-keys';

/** GET /user-score/amount: the balance the purchases offer to spend (the points screens' key:
 * a spend anywhere refreshes it). */
export function usePointsBalance() {
  return useQuery({
    queryKey: pointsKeys.amount(),
    queryFn: () => call(pointsEndpoints.amount, {}),
  });
}
