import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerSlot } from '../../features/banners/banner-slot';
import { jsonResponse } from '../../test/factories';
import { fakeApi } from '../../test/fake-api';
import { buildStream } from '../../test/learning-fixtures';
import { renderRoutes } from '../../test/render';
import { setViewportWidth, VIEWPORTS } from '../../test/viewport';
import { screens } from './learning-screens';

// The real slot, watched for the address the home screen gives it.
vi.mock('../../features/banners/banner-slot', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../features/banners/banner-slot')>();
  return { BannerSlot: vi.fn(actual.BannerSlot) };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(BannerSlot).mockClear();
});

describe('home with its banner slot', () => {
  it.each([
    [VIEWPORTS.mobile, 'mobile'],
    [VIEWPORTS.desktop - 1, 'mobile'],
    [VIEWPORTS.desktop, 'desktop'],
  ])(
    'at %i px fills the top of home for %s, and asks for no banners yet',
    async (width, platform) => {
      setViewportWidth(width);
      const api = fakeApi({
        'GET /user-course-streams': () => jsonResponse([buildStream({ status: 'not_started' })]),
      });
      await renderRoutes([{ path: '/', element: <screens.home /> }]);
      await screen.findByRole('heading', { level: 1, name: 'Главная' });
      expect(vi.mocked(BannerSlot).mock.lastCall?.[0]).toEqual({
        platform,
        position: 'home',
        placement: 'top',
      });
      // The banners API is the banners issue's: until then the slot has no list and stays empty.
      expect(screen.queryByRole('complementary')).toBeNull();
      expect(api.requests()).toEqual(['GET /user-course-streams']);
    },
  );
});
