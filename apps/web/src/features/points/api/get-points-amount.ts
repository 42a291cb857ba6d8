import { userEndpoints } from '@platform/contracts/endpoints/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';

/** GET /user?expand=scores_amount: the user's points balance (0 when the server has none). */
export async function getPointsAmount(): Promise<number> {
  const user = await call(userEndpoints.user, { query: { expand: 'scores_amount' } });
  return user.scores_amount ?? 0;
}

/** Under the user's key: whatever refreshes the user refreshes the balance too. */
export const pointsAmountQuery = queryOptions({
  queryKey: ['user', 'points-amount'],
  queryFn: getPointsAmount,
});

export function usePointsAmount() {
  return useQuery(pointsAmountQuery);
}
