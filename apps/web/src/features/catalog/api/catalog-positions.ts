import type { CatalogPosition } from '@platform/contracts/catalog';
import { catalogEndpoints } from '@platform/contracts/endpoints/catalog';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { call, callPage, type Pagination } from '../../../shared/api/http-client';
import { catalogKeys } from '../catalog-keys';

interface PositionsPage {
  items: CatalogPosition[];
  pagination: Pagination | null;
}

/** GET /catalog-position: the brand's positions, 6 a page, the next page appended. */
export const positionsQuery = infiniteQueryOptions({
  queryKey: [...catalogKeys.all, 'positions'],
  queryFn: ({ pageParam }): Promise<PositionsPage> =>
    callPage(catalogEndpoints.positions, {}, { page: pageParam }),
  initialPageParam: 1,
  getNextPageParam: (last: PositionsPage, _pages, lastPage: number) =>
    last.pagination && lastPage < last.pagination.pageCount ? lastPage + 1 : undefined,
});

export function usePositions() {
  return useInfiniteQuery(positionsQuery);
}

/** POST /catalog-position/{id}/add-to-subscription (v2): the learner's streams change. */
export function useAddToSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(catalogEndpoints.addToSubscription, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...catalogKeys.all, 'streams'] }),
  });
}
