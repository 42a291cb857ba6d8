import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildBrandConfig } from '../../test/factories';
import { renderRoutes, startedQueryClient } from '../../test/render';
import type { Banner } from './banner';
import { BannerSlot } from './banner-slot';
import { buildBanner } from './test-fixtures';

const top = buildBanner(1, { platforms: ['mobile'], file: '/files/top.png' });
const sidebar = buildBanner(2, { platforms: ['mobile'], placements: ['sidebar'] });

async function renderSlot(banners?: Banner[], isBannerEnable = true) {
  return renderRoutes(
    [
      {
        path: '/',
        element: <BannerSlot platform="mobile" position="home" placement="top" banners={banners} />,
      },
    ],
    { client: startedQueryClient({ brand: buildBrandConfig({ isBannerEnable }) }) },
  );
}

describe('banner slot', () => {
  it('shows the banners of its slot only', async () => {
    await renderSlot([top, sidebar]);
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/files/top.png']);
    expect(screen.getByRole('complementary')).toBeTruthy();
  });

  it('renders nothing without a banner list (no banners API yet)', async () => {
    const { container } = await renderSlot();
    expect(container.innerHTML).toBe('');
  });

  it('renders nothing when the brand switches banners off', async () => {
    const { container } = await renderSlot([top], false);
    expect(container.innerHTML).toBe('');
  });
});
