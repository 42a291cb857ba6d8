import type { Banner } from '@platform/contracts/banners';
import { bannerEndpoints } from '@platform/contracts/endpoints/banners';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { telemetry } from '../analytics/telemetry';
import { callAll } from '../api/http-client';
import { bannerKeys } from './banner-keys';

/** GET /banner/new-features?position: the new features announced in a slot. Its failure is
 * logged and ignored (spec section 5): the screen shows no announcement instead of an error. */
export async function getNewFeatures(code: number): Promise<Banner[]> {
  try {
    return await callAll(bannerEndpoints.newFeatures, { query: { position: code } });
  } catch (error) {
    telemetry.reportError(error);
    return [];
  }
}

export function useNewFeatures(code: number, enabled = true) {
  return useQuery({
    queryKey: bannerKeys.newFeatures(code),
    queryFn: () => getNewFeatures(code),
    enabled,
    staleTime: 10 * 60 * 1000,
    // The slot's code follows the layout: when the window crosses a breakpoint (a tablet turned,
    // a window resized), the shown features stay until the other slot's arrive, and home, which
    // waits for the first answer only, is not taken back to its loading state.
    placeholderData: keepPreviousData,
  });
}
