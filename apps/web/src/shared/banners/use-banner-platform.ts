import { type BannerPlatform, bannerPlatformOf } from '@platform/domain/banners';
import { BREAKPOINTS } from '@platform/domain/constants/shell';
import { useMediaQuery } from '../ui/use-media-query';

/** The banner platform of this window: its width by the app's breakpoints, or 'app' when the
 * app runs installed (standalone). */
export function useBannerPlatform(): BannerPlatform {
  const installed = useMediaQuery('(display-mode: standalone)');
  const tablet = useMediaQuery(`(min-width: ${BREAKPOINTS.tablet}px)`);
  const desktop = useMediaQuery(`(min-width: ${BREAKPOINTS.desktop}px)`);
  const width = desktop ? BREAKPOINTS.desktop : tablet ? BREAKPOINTS.tablet : BREAKPOINTS.mobile;
  return bannerPlatformOf(width, installed);
}
