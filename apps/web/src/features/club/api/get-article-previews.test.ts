import type { ArticlePreview, ArticlePreviewPage } from '@platform/contracts/communities';
import type { UnixSeconds } from '@platform/contracts/time';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { telemetry } from '../../../shared/analytics/telemetry';
import { tokenStorage } from '../../../shared/api/token-storage';
import { jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { getArticlePreviews } from './get-article-previews';

/** The community site this API ships (apps/api/src/modules/communities/community-site.routes.ts,
 * under /community-api): its answer has the contracts' ArticlePreviewPage shape, which the API's
 * communities.int.test.ts checks the shipped service against. The web tests reach no server, so
 * this fake answers in that shape. */
const SITE = '/community-api';
const PREVIEWS = `GET ${SITE}/api/v1/articles/preview`;

function article(id: number, overrides: Partial<ArticlePreview> = {}): ArticlePreview {
  return {
    id,
    title: `Статья ${id}`,
    created_at: 1_700_000_000 as UnixSeconds,
    published_at: 1_700_000_000 as UnixSeconds,
    preview_image: { thumbnail: `/media/g/${id}.svg` },
    views: 10,
    likes: 2,
    sort: id,
    liked: false,
    isFavourite: false,
    labels: [],
    url: `http://localhost${SITE}/yoga/articles/${id}`,
    main_category: { community: { slug: 'yoga' } },
    ...overrides,
  };
}

const page = (items: ArticlePreview[]): ArticlePreviewPage => ({ 'hydra:member': items });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function reported() {
  return vi.spyOn(telemetry, 'reportError').mockImplementation(() => {});
}

describe('getArticlePreviews', () => {
  it('asks the service for the clubs’ previews at twice 370x210, with the learner’s token, and answers hydra:member', async () => {
    tokenStorage.write('learner-token');
    const report = reported();
    const items = [article(1, { labels: ['NEW'], liked: true, isFavourite: true }), article(2)];
    const seen: Headers[] = [];
    const fetchFake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers));
      const url = new URL(String(input));
      return url.pathname === `${SITE}/api/v1/articles/preview`
        ? jsonResponse(page(items))
        : jsonResponse({ message: 'not found' }, { status: 404 });
    });
    vi.stubGlobal('fetch', fetchFake);

    expect(await getArticlePreviews(`${SITE}/`, ['club-1', 'club-2'])).toEqual(items);
    const url = new URL(String(fetchFake.mock.calls[0]?.[0]));
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe(`${SITE}/api/v1/articles/preview`);
    expect(url.searchParams.getAll('external_id[]')).toEqual(['club-1', 'club-2']);
    expect(url.searchParams.get('thumbnail_width')).toBe(String(370 * 2));
    expect(url.searchParams.get('thumbnail_height')).toBe(String(210 * 2));
    expect(seen[0]?.get('authorization')).toBe('Bearer learner-token');
    expect(report).not.toHaveBeenCalled();
  });

  it('asks an external community host at its own address', async () => {
    tokenStorage.write('learner-token');
    const fetchFake = vi.fn(async (_input: RequestInfo | URL) => jsonResponse(page([article(3)])));
    vi.stubGlobal('fetch', fetchFake);
    expect(await getArticlePreviews('https://club.example.com', ['club-1'])).toEqual([article(3)]);
    expect(String(fetchFake.mock.calls[0]?.[0])).toMatch(
      /^https:\/\/club\.example\.com\/api\/v1\/articles\/preview\?external_id%5B%5D=club-1&/,
    );
  });

  it('sends no authorization without a session', async () => {
    const api = fakeApi({ [PREVIEWS]: () => jsonResponse(page([])) });
    const fetchFake = vi.mocked(fetch);
    expect(await getArticlePreviews(SITE, ['club-1'])).toEqual([]);
    expect(api.requests()).toEqual([PREVIEWS]);
    expect(new Headers(fetchFake.mock.calls[0]?.[1]?.headers).has('authorization')).toBe(false);
  });

  it("logs 'communityUrlApi must be set' and answers no articles without a service address", async () => {
    const report = reported();
    const api = fakeApi({});
    expect(await getArticlePreviews(null, ['club-1'])).toEqual([]);
    expect(await getArticlePreviews('', ['club-1'])).toEqual([]);
    expect(report).toHaveBeenCalledTimes(2);
    expect(report.mock.calls.map(([error]) => (error as Error).message)).toEqual([
      'communityUrlApi must be set',
      'communityUrlApi must be set',
    ]);
    expect(api.calls).toEqual([]);
  });

  it("logs 'Communities is not fetched' and answers no articles without clubs", async () => {
    const report = reported();
    const api = fakeApi({});
    expect(await getArticlePreviews(SITE, [])).toEqual([]);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toEqual(new Error('Communities is not fetched'));
    expect(api.calls).toEqual([]);
  });

  it('logs a failing service and answers no articles: an error status, no connection, a body that is not JSON', async () => {
    const report = reported();
    fakeApi({ [PREVIEWS]: () => jsonResponse({ message: 'down' }, { status: 502 }) });
    expect(await getArticlePreviews(SITE, ['club-1'])).toEqual([]);
    expect(report.mock.calls[0]?.[0]).toEqual(new Error('articles answered 502'));

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await getArticlePreviews(SITE, ['club-1'])).toEqual([]);
    expect(report.mock.calls[1]?.[0]).toBeInstanceOf(TypeError);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { headers: { 'content-type': 'text/html' } })),
    );
    expect(await getArticlePreviews(SITE, ['club-1'])).toEqual([]);
    expect(report).toHaveBeenCalledTimes(3);
  });

  it('answers no articles when the answer has no hydra:member', async () => {
    const report = reported();
    fakeApi({ [PREVIEWS]: () => jsonResponse({ items: [article(1)] }) });
    expect(await getArticlePreviews(SITE, ['club-1'])).toEqual([]);
    expect(report).not.toHaveBeenCalled();
  });
});
