import type { Banner } from '@platform/contracts/banners';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildBrandConfig, jsonResponse } from '../../test/factories';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, startedQueryClient } from '../../test/render';
import { setViewportWidth, VIEWPORTS } from '../../test/viewport';
import { BannerSlot, type BannerSlotProps } from './banner-slot';
import { buildBanner } from './test-fixtures';

const homeTop: BannerSlotProps = { position: 'home', placement: 'top' };

async function renderSlot(banners: Banner[], { slot = homeTop, isBannerEnable = true } = {}) {
  const api = fakeApi({ 'GET /banners': () => jsonResponse(banners) });
  const view = await renderRoutes([{ path: '/', element: <BannerSlot {...slot} /> }], {
    client: startedQueryClient({ brand: buildBrandConfig({ isBannerEnable }) }),
  });
  return { ...view, api };
}

describe('banner slot', () => {
  afterEach(() => setViewportWidth(VIEWPORTS.desktop));

  it("shows the learner's banners of its slot, with their words and links", async () => {
    await renderSlot([
      buildBanner(1, { link: '/chat', title: 'Чаты с экспертами' }),
      buildBanner(2, { placements: ['sidebar'] }),
      buildBanner(3, { positions: ['all'], link: 'https://example.com/sale' }),
    ]);
    const region = await screen.findByRole('list', { name: 'Баннеры' });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/chat',
      'https://example.com/sale',
    ]);
    expect(links[0]?.textContent).toBe('Чаты с экспертами');
    expect(links[1]?.getAttribute('target')).toBe('_blank');
    expect(links[1]?.getAttribute('rel')).toContain('noopener');
  });

  it('keeps to the platform of the window width', async () => {
    setViewportWidth(VIEWPORTS.mobile);
    await renderSlot([
      buildBanner(1, { platforms: ['desktop'], title: 'Для компьютера' }),
      buildBanner(2, { platforms: ['mobile'], title: 'Для телефона' }),
    ]);
    expect(await screen.findByText('Для телефона')).toBeTruthy();
    expect(screen.queryByText('Для компьютера')).toBeNull();
  });

  it('shows a banner meant for some days only on those days', async () => {
    const dayBanner = buildBanner(1, {
      positions: ['day'],
      placements: ['afterVideo'],
      stage_day_ids: [7],
      title: 'Седьмой день',
    });
    const slot: BannerSlotProps = { position: 'day', placement: 'afterVideo', stageDayId: 7 };
    const { unmount } = await renderSlot([dayBanner], { slot });
    expect(await screen.findByText('Седьмой день')).toBeTruthy();
    unmount();
    const other = await renderSlot([dayBanner], { slot: { ...slot, stageDayId: 8 } });
    await other.client.refetchQueries();
    expect(screen.queryByText('Седьмой день')).toBeNull();
  });

  it('asks nothing and shows nothing when the brand switches banners off', async () => {
    const { container, api } = await renderSlot([buildBanner(1)], { isBannerEnable: false });
    expect(container.innerHTML).toBe('');
    expect(api.requests()).toEqual([]);
  });
});
