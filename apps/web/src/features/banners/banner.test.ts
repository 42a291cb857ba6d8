import { describe, expect, it } from 'vitest';
import { type Banner, bannersForSlot } from './banner';

function banner(id: number, overrides: Partial<Banner> = {}): Banner {
  return {
    id,
    platforms: ['desktop'],
    positions: ['home'],
    placements: ['top'],
    file: `/files/banner-${id}.png`,
    segments: [],
    course_ids: [],
    community_ids: [],
    application_ids: [],
    stage_day_ids: [],
    not_display_course_ids: [],
    not_display_community_ids: [],
    not_display_application_ids: [],
    ...overrides,
  };
}

const slot = { platform: 'desktop', position: 'home', placement: 'top' } as const;

describe('banners of a slot (spec 000 section 3, Banner)', () => {
  it('keeps the banners of its platform, position and placement, in order', () => {
    const banners = [banner(1), banner(2, { platforms: ['mobile', 'desktop'] }), banner(3)];
    expect(bannersForSlot(banners, slot).map((b) => b.id)).toEqual([1, 2, 3]);
  });

  it('drops banners of another platform, position or placement', () => {
    const banners = [
      banner(1, { platforms: ['mobile'] }),
      banner(2, { positions: ['courses'] }),
      banner(3, { placements: ['sidebar'] }),
    ];
    expect(bannersForSlot(banners, slot)).toEqual([]);
  });

  it('shows a banner for all positions on every screen', () => {
    const everywhere = banner(4, { positions: ['all'], placements: ['bottom'] });
    expect(bannersForSlot([everywhere], { ...slot, placement: 'bottom' })).toEqual([everywhere]);
    expect(
      bannersForSlot([everywhere], { platform: 'desktop', position: 'day', placement: 'bottom' }),
    ).toEqual([everywhere]);
  });

  it('is empty without banners', () => {
    expect(bannersForSlot([], slot)).toEqual([]);
  });
});
