import { describe, expect, it } from 'vitest';
import {
  BANNER_SLOT_CODES,
  type BannerAudience,
  type BannerPlaces,
  bannerPlatformOf,
  bannerSlotOfCode,
  belongsInSlot,
  belongsInSlotCode,
  isBannerFor,
  isBannerPlace,
  NARROW_MAIN_PAGE_SLOT,
  WIDE_MAIN_PAGE_SLOT,
} from './banners';

const everyone: BannerAudience = {
  segmentIds: [],
  course_ids: [],
  community_ids: [],
  application_ids: [],
  not_display_course_ids: [],
  not_display_community_ids: [],
  not_display_application_ids: [],
};
const learner = { segmentIds: [7], courseIds: [1, 2], communityIds: [5], applicationId: 'web' };

describe('banner audience', () => {
  it('a banner without targeting is for everyone', () => {
    expect(isBannerFor(everyone, learner)).toBe(true);
  });

  it.each([
    ['segment', { segmentIds: [7, 8] }, { segmentIds: [8] }],
    ['course', { course_ids: [2] }, { course_ids: [3] }],
    ['community', { community_ids: [5] }, { community_ids: [6] }],
    ['application', { application_ids: ['web'] }, { application_ids: ['face'] }],
  ])('a %s list shows the banner only to learners in one of them', (_, matching, other) => {
    expect(isBannerFor({ ...everyone, ...matching }, learner)).toBe(true);
    expect(isBannerFor({ ...everyone, ...other }, learner)).toBe(false);
  });

  it.each([
    ['course', { not_display_course_ids: [1] }, { not_display_course_ids: [9] }],
    ['community', { not_display_community_ids: [5] }, { not_display_community_ids: [9] }],
    [
      'application',
      { not_display_application_ids: ['web'] },
      { not_display_application_ids: ['dev'] },
    ],
  ])('a not_display %s list hides the banner from learners in one of them', (_, hiding, other) => {
    expect(isBannerFor({ ...everyone, ...hiding }, learner)).toBe(false);
    expect(isBannerFor({ ...everyone, ...other }, learner)).toBe(true);
  });

  it('every list that is set must match', () => {
    expect(isBannerFor({ ...everyone, course_ids: [1], segmentIds: [99] }, learner)).toBe(false);
    expect(isBannerFor({ ...everyone, course_ids: [1], segmentIds: [7] }, learner)).toBe(true);
  });
});

const homeTop: BannerPlaces = {
  platforms: ['desktop', 'mobile'],
  positions: ['home'],
  placements: ['top'],
  stage_day_ids: [],
};

describe('banner slots', () => {
  it('a banner belongs where its platform, position and placement all match', () => {
    const slot = { platform: 'desktop', position: 'home', placement: 'top' } as const;
    expect(belongsInSlot(homeTop, slot)).toBe(true);
    expect(belongsInSlot(homeTop, { ...slot, platform: 'tablet' })).toBe(false);
    expect(belongsInSlot(homeTop, { ...slot, position: 'courses' })).toBe(false);
    expect(belongsInSlot(homeTop, { ...slot, placement: 'bottom' })).toBe(false);
  });

  it("a banner for 'all' positions shows on every screen", () => {
    const anywhere = { ...homeTop, positions: ['all'] as const };
    expect(
      belongsInSlot(anywhere, { platform: 'mobile', position: 'support', placement: 'top' }),
    ).toBe(true);
  });

  it('a banner for some stage days shows only on those days', () => {
    const days = { ...homeTop, positions: ['day'] as const, placements: ['afterVideo'] as const };
    const slot = { platform: 'desktop', position: 'day', placement: 'afterVideo' } as const;
    expect(belongsInSlot({ ...days, stage_day_ids: [4] }, { ...slot, stageDayId: 4 })).toBe(true);
    expect(belongsInSlot({ ...days, stage_day_ids: [4] }, { ...slot, stageDayId: 5 })).toBe(false);
    expect(belongsInSlot({ ...days, stage_day_ids: [4] }, slot)).toBe(false);
    expect(belongsInSlot(days, { ...slot, stageDayId: 5 })).toBe(true);
  });

  it.each([
    [390, false, 'mobile'],
    [827, false, 'mobile'],
    [828, false, 'tablet'],
    [1243, false, 'tablet'],
    [1244, false, 'desktop'],
    [390, true, 'app'],
  ] as const)(
    'a window %i px wide (installed: %s) is the %s platform',
    (width, installed, platform) => {
      expect(bannerPlatformOf(width, installed)).toBe(platform);
    },
  );
});

describe('slot codes', () => {
  it('are 1 to 34 plus the two main-page codes, each once', () => {
    const codes = BANNER_SLOT_CODES.map((slot) => slot.code);
    expect(codes).toEqual([
      ...Array.from({ length: 34 }, (_, index) => index + 1),
      WIDE_MAIN_PAGE_SLOT,
      NARROW_MAIN_PAGE_SLOT,
    ]);
  });

  it('name the same places for the wide and the narrow layouts', () => {
    expect(bannerSlotOfCode(1)).toMatchObject({ position: 'home', placement: 'top' });
    expect(bannerSlotOfCode(18)).toMatchObject({ position: 'home', placement: 'top' });
    expect(bannerSlotOfCode(1)?.platforms).toEqual(['desktop', 'tablet']);
    expect(bannerSlotOfCode(18)?.platforms).toEqual(['mobile', 'app']);
    expect(bannerSlotOfCode(WIDE_MAIN_PAGE_SLOT)).toMatchObject({ placement: 'mainPage' });
    expect(bannerSlotOfCode(35)).toBeUndefined();
  });

  it('a banner belongs to a code when it shows in one of its layouts', () => {
    const narrowHome = bannerSlotOfCode(18);
    const wideHome = bannerSlotOfCode(1);
    if (!narrowHome || !wideHome) throw new Error('codes 1 and 18 exist');
    const mobileOnly = { ...homeTop, platforms: ['mobile'] as const };
    expect(belongsInSlotCode(mobileOnly, narrowHome)).toBe(true);
    expect(belongsInSlotCode(mobileOnly, wideHome)).toBe(false);
  });
});

describe('banner places', () => {
  it('are the places the slot codes name, the main page included', () => {
    expect(isBannerPlace('home', 'sidebar')).toBe(true);
    expect(isBannerPlace('calendar', 'beforeStage')).toBe(true);
    expect(isBannerPlace('day', 'insteadVideo')).toBe(true);
    expect(isBannerPlace('home', 'mainPage')).toBe(true);
    expect(isBannerPlace('support', 'sidebar')).toBe(false);
    expect(isBannerPlace('home', 'afterVideo')).toBe(false);
  });
});
