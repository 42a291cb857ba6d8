import { BannerSlot } from './banner-slot';
import { useBannersLoading } from './get-banners';
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

/** useBannersLoading of the home screen, its announcements of new features included. */
export function useHomeBannersLoading(): boolean {
  const bannersLoading = useBannersLoading();
  return useMainPageNewFeatures().isLoading || bannersLoading;
}
