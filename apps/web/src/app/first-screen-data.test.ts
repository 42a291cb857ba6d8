import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '../shared/api/token-storage';
import { buildBrandConfig, jsonResponse } from '../test/factories';
import { fakeApi } from '../test/fake-api';
import { startedQueryClient } from '../test/render';
import { firstScreenPrefetches } from './first-screen-data';

afterEach(() => tokenStorage.remove());

describe('the first screen’s data at start-up', () => {
  it('asks for nothing without a kept session: the visitor signs in first', () => {
    const client = startedQueryClient({ brand: buildBrandConfig() });
    expect(firstScreenPrefetches(client, { name: 'home', params: {} })).toEqual([]);
  });

  it('with a kept session, asks for the access guard’s lists, then the screen’s data, a step each', async () => {
    tokenStorage.write('kept-token');
    const api = fakeApi({
      'GET /payment-subscription': () => jsonResponse([]),
      'GET /user-course-streams': () => jsonResponse([]),
      'GET /banners': () => jsonResponse([]),
    });
    const client = startedQueryClient({ brand: buildBrandConfig({ isBannerEnable: true }) });

    // The access lists, then home's banners and its current stream.
    const [accessLists, ...screenData] = firstScreenPrefetches(client, {
      name: 'home',
      params: {},
    });
    expect(screenData).toHaveLength(2);
    accessLists?.();
    await vi.waitFor(() =>
      expect(api.requests().sort()).toEqual([
        'GET /payment-subscription',
        'GET /user-course-streams',
      ]),
    );
    for (const step of screenData) step();
    await vi.waitFor(() => expect(api.requests()).toContain('GET /banners'));
  });
});
