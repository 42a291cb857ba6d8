/**
 * Banners (spec 000 section 3, Banner): where a banner may show — a platform, a position (the
 * screen) and a placement on it — and to whom — segments, courses, clubs, applications (brand
 * variants) and stage days, each with its "not display" counterpart where the spec has one.
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
/** A screen a slot is on: a banner for 'all' shows on every one. */
export type BannerScreen = Exclude<BannerPosition, 'all'>;

/** Where a banner may show. */
export interface BannerPlaces {
  platforms: readonly BannerPlatform[];
  positions: readonly BannerPosition[];
  placements: readonly BannerPlacement[];
  /** Only on these days' screens; empty: on any. */
  stage_day_ids: readonly number[];
}

/** Whom a banner is for; an empty list leaves that criterion out. */
export interface BannerAudience {
  segmentIds: readonly number[];
  course_ids: readonly number[];
  community_ids: readonly number[];
  application_ids: readonly string[];
  not_display_course_ids: readonly number[];
  not_display_community_ids: readonly number[];
  not_display_application_ids: readonly string[];
}

/** What a learner is, for the audience rules. */
export interface BannerLearner {
  segmentIds: readonly number[];
  /** Courses the learner has a stream on. */
  courseIds: readonly number[];
  communityIds: readonly number[];
  /** The brand variant (application identifier) the learner uses. */
  applicationId: string;
}

const meets = <T>(wanted: readonly T[], has: readonly T[]) =>
  wanted.length === 0 || wanted.some((value) => has.includes(value));
const avoids = <T>(unwanted: readonly T[], has: readonly T[]) =>
  !unwanted.some((value) => has.includes(value));

/** Whether the banner is for this learner: every targeting list that is set must match one of
 * theirs, and none of the "not display" lists may. */
export function isBannerFor(banner: BannerAudience, learner: BannerLearner): boolean {
  const application = [learner.applicationId];
  return (
    meets(banner.segmentIds, learner.segmentIds) &&
    meets(banner.course_ids, learner.courseIds) &&
    meets(banner.community_ids, learner.communityIds) &&
    meets(banner.application_ids, application) &&
    avoids(banner.not_display_course_ids, learner.courseIds) &&
    avoids(banner.not_display_community_ids, learner.communityIds) &&
    avoids(banner.not_display_application_ids, application)
  );
}

export interface BannerSlotAddress {
  platform: BannerPlatform;
  position: BannerScreen;
  placement: BannerPlacement;
  /** The day the screen shows, on the day screen. */
  stageDayId?: number;
}

/** Whether the banner belongs in the slot. */
export function belongsInSlot(banner: BannerPlaces, slot: BannerSlotAddress): boolean {
  return (
    banner.platforms.includes(slot.platform) &&
    (banner.positions.includes(slot.position) || banner.positions.includes('all')) &&
    banner.placements.includes(slot.placement) &&
    (banner.stage_day_ids.length === 0 ||
      (slot.stageDayId !== undefined && banner.stage_day_ids.includes(slot.stageDayId)))
  );
}

/** The app's breakpoints (spec: 0, 828, 1244): the platform a browser window counts as. An
 * installed app (standalone display) is the 'app' platform whatever its width. */
export function bannerPlatformOf(width: number, installed: boolean): BannerPlatform {
  if (installed) return 'app';
  if (width >= 1244) return 'desktop';
  if (width >= 828) return 'tablet';
  return 'mobile';
}

type SlotPlace = readonly [BannerScreen, BannerPlacement];

/** The places a slot code names, the same list for the wide (codes 1–17) and the narrow (18–34)
 * layouts; the spec gives the codes' range but not their meaning (docs/decisions.md). */
const SLOT_PLACES: readonly SlotPlace[] = [
  ['home', 'top'],
  ['home', 'sidebar'],
  ['home', 'bottom'],
  ['courses', 'top'],
  ['courses', 'beforeCourse'],
  ['courses', 'catalog'],
  ['calendar', 'top'],
  ['calendar', 'beforeStage'],
  ['calendar', 'sidebar'],
  ['day', 'beforeLessons'],
  ['day', 'insteadVideo'],
  ['day', 'afterVideo'],
  ['day', 'sidebar'],
  ['homeworks', 'top'],
  ['videoconsultations', 'top'],
  ['support', 'top'],
  ['settings', 'top'],
];

export const WIDE_MAIN_PAGE_SLOT = 10001;
export const NARROW_MAIN_PAGE_SLOT = 20001;

/** A slot code's layout: wide is desktop and tablet, narrow is mobile and the app. */
export interface BannerSlotCode {
  code: number;
  platforms: readonly BannerPlatform[];
  position: BannerScreen;
  placement: BannerPlacement;
}

const WIDE = ['desktop', 'tablet'] as const;
const NARROW = ['mobile', 'app'] as const;

export const BANNER_SLOT_CODES: readonly BannerSlotCode[] = [
  ...SLOT_PLACES.map(([position, placement], index) => ({
    code: index + 1,
    platforms: WIDE,
    position,
    placement,
  })),
  ...SLOT_PLACES.map(([position, placement], index) => ({
    code: SLOT_PLACES.length + index + 1,
    platforms: NARROW,
    position,
    placement,
  })),
  { code: WIDE_MAIN_PAGE_SLOT, platforms: WIDE, position: 'home', placement: 'mainPage' },
  { code: NARROW_MAIN_PAGE_SLOT, platforms: NARROW, position: 'home', placement: 'mainPage' },
];

/** Whether some slot code names the place: the places a banner may be aimed at. A banner aimed
 * elsewhere (a sidebar on the support screen) would never show. */
export function isBannerPlace(position: BannerScreen, placement: BannerPlacement): boolean {
  return BANNER_SLOT_CODES.some(
    (slot) => slot.position === position && slot.placement === placement,
  );
}

export function bannerSlotOfCode(code: number): BannerSlotCode | undefined {
  return BANNER_SLOT_CODES.find((slot) => slot.code === code);
}

/** Whether the banner shows in some place the slot code names. */
export function belongsInSlotCode(banner: BannerPlaces, slot: BannerSlotCode): boolean {
  return slot.platforms.some((platform) =>
    belongsInSlot({ ...banner, stage_day_ids: [] }, { ...slot, platform }),
  );
}
