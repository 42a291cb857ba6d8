/**
 * The banner entity of spec 000 section 3, as the banners issue's API will answer it. Its slot
 * is a platform, a position (the screen) and a placement on it; the other fields target
 * audiences (segments, courses, clubs, apps, days) and are the banners issue's to apply.
 */
export const BANNER_PLATFORMS = ['desktop', 'tablet', 'mobile', 'app'] as const;
export const BANNER_POSITIONS = [
  'home',
  'courses',
  'calendar',
  'day',
  'homeworks',
  'videoconsultations',
  'support',
  'settings',
  'all',
] as const;
export const BANNER_PLACEMENTS = [
  'top',
  'sidebar',
  'beforeCourse',
  'beforeStage',
  'beforeLessons',
  'insteadVideo',
  'afterVideo',
  'bottom',
  'catalog',
  'mainPage',
] as const;

export type BannerPlatform = (typeof BANNER_PLATFORMS)[number];
export type BannerPosition = (typeof BANNER_POSITIONS)[number];
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];

export type BannerSegment = { id: number; name?: string; title?: string };

export type Banner = {
  id: number;
  platforms: readonly BannerPlatform[];
  positions: readonly BannerPosition[];
  placements: readonly BannerPlacement[];
  /** The image's address. */
  file: string;
  segments: readonly BannerSegment[];
  course_ids: readonly number[];
  community_ids: readonly number[];
  application_ids: readonly string[];
  stage_day_ids: readonly number[];
  not_display_course_ids: readonly number[];
  not_display_community_ids: readonly number[];
  not_display_application_ids: readonly string[];
};

export type BannerSlotAddress = {
  platform: BannerPlatform;
  /** The screen; a banner for 'all' shows on every screen. */
  position: Exclude<BannerPosition, 'all'>;
  placement: BannerPlacement;
};

/** The banners that belong in a slot, in the order given. */
export function bannersForSlot(
  banners: readonly Banner[],
  { platform, position, placement }: BannerSlotAddress,
): Banner[] {
  return banners.filter(
    (banner) =>
      banner.platforms.includes(platform) &&
      (banner.positions.includes(position) || banner.positions.includes('all')) &&
      banner.placements.includes(placement),
  );
}
