import { describe, expect, it } from 'vitest';
import { bannersForSlot } from './banner';
import { buildBanner } from './test-fixtures';

const slot = { platform: 'desktop', position: 'home', placement: 'top' } as const;

describe('banners of a slot (spec 000 section 3, Banner)', () => {
  it('keeps the banners of its platform, position and placement, in order', () => {
    const banners = [
      buildBanner(1),
      buildBanner(2, { platforms: ['mobile', 'desktop'] }),
      buildBanner(3),
    ];
    expect(bannersForSlot(banners, slot).map((b) => b.id)).toEqual([1, 2, 3]);
  });

  it('drops banners of another platform, position or placement', () => {
    const banners = [
      buildBanner(1, { platforms: ['mobile'] }),
      buildBanner(2, { positions: ['courses'] }),
      buildBanner(3, { placements: ['sidebar'] }),
    ];
    expect(bannersForSlot(banners, slot)).toEqual([]);
  });

  it('shows a banner for all positions on every screen', () => {
    const everywhere = buildBanner(4, { positions: ['all'], placements: ['bottom'] });
    expect(bannersForSlot([everywhere], { ...slot, placement: 'bottom' })).toEqual([everywhere]);
    expect(
      bannersForSlot([everywhere], { platform: 'desktop', position: 'day', placement: 'bottom' }),
    ).toEqual([everywhere]);
  });

  it('is empty without banners', () => {
    expect(bannersForSlot([], slot)).toEqual([]);
  });
});
