import { useBrandConfig } from '../config/brand-config';
import { BannerSlot } from './banner-slot';
import { useBanners } from './get-banners';
import { NewFeaturesSlot, useMainPageNewFeatures } from './new-features-slot';

/** The home screen's banners: its new-feature announcements, then its top banners. */
export function HomeBanners() {
  return (
    <>
      <NewFeaturesSlot />
      <BannerSlot position="home" placement="top" />
    </>
  );
}

/** True while the home screen's banners are still being fetched. The screen shows its loading
 * state until they are in, so that banners never push its content down once it is on screen (a
 * layout shift); calling it as the screen mounts also fetches them beside the screen's data. */
export function useHomeBannersLoading(): boolean {
  const { isBannerEnable } = useBrandConfig();
  const banners = useBanners(isBannerEnable);
  const newFeatures = useMainPageNewFeatures();
  // isLoading, not isPending: a query the brand switches off is pending forever, never loading.
  return banners.isLoading || newFeatures.isLoading;
}
