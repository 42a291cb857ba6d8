import type { Banner } from '@platform/contracts/banners';
import { bannerEndpoints } from '@platform/contracts/endpoints/banners';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callAll } from '../api/http-client';
import { brandConfigQuery, useBrandConfig } from '../config/brand-config';
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
  // The screens wait for the banners (useBannersLoading): a failed call shows none at once,
  // instead of holding the screen through retries; the next screen asks again.
  retry: false,
});

/** The banners ahead of a screen that waits for them, where the brand shows banners. */
export async function prefetchBanners(client: QueryClient): Promise<void> {
  const { isBannerEnable } = await client.ensureQueryData(brandConfigQuery);
  if (isBannerEnable) await client.prefetchQuery(bannersQuery);
}

export function useBanners(enabled = true) {
  return useQuery({ ...bannersQuery, enabled });
}

/** True while the learner's banners are being fetched (never where the brand switches them off).
 * A screen with banners above its content shows its loading state until they are in, so that
 * they never push the content down once it is on screen (a layout shift); calling it as the
 * screen mounts also fetches them beside the screen's own data. */
export function useBannersLoading(): boolean {
  const { isBannerEnable } = useBrandConfig();
  const banners = useBanners(isBannerEnable);
  // isLoading, not isPending: a query the brand switches off is pending forever, never loading.
  // The first load only: once failed, the slots fetch it again as they mount, and waiting for
  // that would take them off the screen, and mount them again, over and over.
  return banners.isLoading && banners.errorUpdateCount === 0;
}
