import { NARROW_MAIN_PAGE_SLOT, WIDE_MAIN_PAGE_SLOT } from '@platform/domain/banners';
import { useBrandConfig } from '../config/brand-config';
import { BannerList } from './banner-slot';
import { useNewFeatures } from './get-new-features';
import { useBannerPlatform } from './use-banner-platform';

/** The main page's announcements of new features (GET /banner/new-features for the main-page
 * slot code of this layout: 10001 wide, 20001 narrow); never asked where the brand switches
 * banners off. */
export function useMainPageNewFeatures() {
  const { isBannerEnable } = useBrandConfig();
  const platform = useBannerPlatform();
  const wide = platform === 'desktop' || platform === 'tablet';
  return useNewFeatures(wide ? WIDE_MAIN_PAGE_SLOT : NARROW_MAIN_PAGE_SLOT, isBannerEnable);
}

/** The main page's announcements of new features. */
export function NewFeaturesSlot() {
  const { isBannerEnable } = useBrandConfig();
  const { data = [] } = useMainPageNewFeatures();
  return <BannerList banners={isBannerEnable ? data : []} />;
}
