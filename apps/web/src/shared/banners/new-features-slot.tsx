import { NARROW_MAIN_PAGE_SLOT, WIDE_MAIN_PAGE_SLOT } from '@platform/domain/banners';
import { useBrandConfig } from '../config/brand-config';
import { BannerList } from './banner-slot';
import { useNewFeatures } from './get-new-features';
import { useBannerPlatform } from './use-banner-platform';

/** The main page's announcements of new features (GET /banner/new-features for the main-page
 * slot code of this layout: 10001 wide, 20001 narrow). */
export function NewFeaturesSlot() {
  const { isBannerEnable } = useBrandConfig();
  const platform = useBannerPlatform();
  const wide = platform === 'desktop' || platform === 'tablet';
  const code = wide ? WIDE_MAIN_PAGE_SLOT : NARROW_MAIN_PAGE_SLOT;
  const { data = [] } = useNewFeatures(code, isBannerEnable);
  return <BannerList banners={isBannerEnable ? data : []} />;
}
