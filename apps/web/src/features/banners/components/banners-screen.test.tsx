import type { Banner } from '@platform/contracts/banners';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBanner } from '../../../shared/banners/test-fixtures';
import { buildBrandConfig, jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import { setViewportWidth, VIEWPORTS } from '../../../test/viewport';
import { BannersScreen } from './banners-screen';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);

afterEach(() => {
  vi.unstubAllGlobals();
  setViewportWidth(VIEWPORTS.desktop);
});

async function renderBanners(answer: () => Response | Promise<Response>, isBannerEnable = true) {
  const api = fakeApi({ 'GET /banners': answer });
  const view = await renderRoutes([{ path: '/banners', element: <BannersScreen /> }], {
    path: '/banners',
    client: startedQueryClient({ brand: buildBrandConfig({ isBannerEnable }) }),
  });
  await screen.findByRole('heading', { level: 1, name: t('banners.title') });
  return { ...view, api };
}

/** The part of the screen that lists the banners. */
const current = () => screen.getByRole('region', { name: t('banners.current') });

describe('banners screen', () => {
  it("lists every banner meant for the learner, wherever it is placed and whatever the window's platform", async () => {
    setViewportWidth(VIEWPORTS.mobile);
    const banners: Banner[] = [
      buildBanner(1, { title: 'Чаты с экспертами', link: '/chat', placements: ['mainPage'] }),
      buildBanner(2, {
        title: 'Скидка на курс',
        link: 'https://example.com/sale',
        platforms: ['desktop'],
        positions: ['day'],
        placements: ['afterVideo'],
      }),
      buildBanner(3, { title: 'Без ссылки', positions: ['calendar'], placements: ['sidebar'] }),
    ];
    await renderBanners(() => jsonResponse(banners));
    const items = await within(current()).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Чаты с экспертами',
      'Скидка на курс',
      'Без ссылки',
    ]);
    expect(
      within(current()).getByRole('link', { name: 'Чаты с экспертами' }).getAttribute('href'),
    ).toBe('/chat');
    const outside = within(current()).getByRole('link', { name: 'Скидка на курс' });
    expect(outside.getAttribute('href')).toBe('https://example.com/sale');
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(within(items[2] as HTMLElement).queryByRole('link')).toBeNull();
    // The image is decorative: the title says what it says.
    expect(items[0]?.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('says so when there is none', async () => {
    await renderBanners(() => jsonResponse([]));
    expect(await within(current()).findByText(t('banners.empty'))).toBeTruthy();
    expect(within(current()).queryByRole('list')).toBeNull();
  });

  it('shows that the banners are loading until they are in', async () => {
    let answer = (_: Response) => {};
    await renderBanners(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const loading = within(current()).getByRole('status');
    expect(loading.textContent).toBe(t('common.loading'));
    answer(jsonResponse([buildBanner(1, { title: 'Новое' })]));
    expect(await within(current()).findByText('Новое')).toBeTruthy();
    expect(within(current()).queryByRole('status')).toBeNull();
  });

  it('says why they did not load, and loads them again on retry', async () => {
    let failing = true;
    const { api } = await renderBanners(() =>
      failing
        ? jsonResponse({ message: 'Internal error' }, { status: 500 })
        : jsonResponse([buildBanner(1, { title: 'Снова здесь' })]),
    );
    const alert = await within(current()).findByRole('alert');
    expect(alert.textContent).toBe(t('common.errors.unknown'));
    failing = false;
    await userEvent
      .setup()
      .click(within(current()).getByRole('button', { name: t('common.actions.retry') }));
    expect(await within(current()).findByText('Снова здесь')).toBeTruthy();
    expect(within(current()).queryByRole('alert')).toBeNull();
    expect(api.requests()).toEqual(['GET /banners', 'GET /banners']);
  });

  it('asks nothing and shows none where the brand switches banners off', async () => {
    const { api } = await renderBanners(() => jsonResponse([buildBanner(1)]), false);
    expect(within(current()).getByText(t('banners.empty'))).toBeTruthy();
    expect(api.requests()).toEqual([]);
  });
});
