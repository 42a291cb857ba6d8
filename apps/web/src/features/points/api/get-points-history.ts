import { pointsEndpoints } from '@platform/contracts/endpoints/points';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callPage } from '../../../shared/api/http-client';
import { pointsKeys } from '../../../shared/points/points-keys';

/** GET /user-score?page: the history 20 entries a page, newest first; more on demand. */
export function usePointsHistory() {
  return useInfiniteQuery({
    queryKey: pointsKeys.history(),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => callPage(pointsEndpoints.history, {}, { page: pageParam }),
    getNextPageParam: (last) =>
      last.pagination && last.pagination.currentPage < last.pagination.pageCount
        ? last.pagination.currentPage + 1
        : undefined,
  });
}
