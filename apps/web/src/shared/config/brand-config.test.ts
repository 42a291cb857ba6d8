import { BrandConfig } from '@platform/contracts/brand';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBrandConfig, jsonResponse } from '../../test/factories';
import { getBrandConfig } from './brand-config';

const fetchMock = vi.fn<typeof fetch>();

function answer(config: BrandConfig, version: number) {
  fetchMock.mockImplementation(async () =>
    jsonResponse({ success: true, data: { config, version }, errors: {} }),
  );
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('external application config (spec section 4)', () => {
  it('is applied when its version is this client’s (13)', async () => {
    answer(buildBrandConfig({ isRegistrationEnable: true }), 13);
    expect((await getBrandConfig()).isRegistrationEnable).toBe(true);
  });

  it('is ignored for another version: the client keeps its own defaults', async () => {
    answer(buildBrandConfig({ isRegistrationEnable: true, version: 14 }), 14);
    expect(await getBrandConfig()).toEqual(BrandConfig.parse({}));
  });
});
