import type { Banner } from '@platform/contracts/banners';
import { bannerEndpoints } from '@platform/contracts/endpoints/banners';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAll } from '../api/http-client';
import { bannerKeys } from './banner-keys';

/** GET /banners: every banner meant for the learner; the slots pick theirs. */
export function getBanners(): Promise<Banner[]> {
  return callAll(bannerEndpoints.list);
}

export const bannersQuery = queryOptions({
  queryKey: bannerKeys.list(),
  queryFn: getBanners,
  // Banners change when an operator edits them, not while a learner studies.
  staleTime: 10 * 60 * 1000,
});

export function useBanners(enabled = true) {
  return useQuery({ ...bannersQuery, enabled });
}
