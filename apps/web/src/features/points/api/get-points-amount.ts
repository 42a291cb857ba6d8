import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/http-client';
import type { User } from '../../../shared/session/current-user';

/** GET /user?expand=scores_amount: the user's points balance (0 when the server has none). */
export async function getPointsAmount(): Promise<number> {
  const user = await api.get<User>('/user', { query: { expand: 'scores_amount' } });
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
