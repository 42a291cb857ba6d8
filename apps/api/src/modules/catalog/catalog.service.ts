import { createHash } from 'node:crypto';
import type { CourseSearchBody } from '@platform/contracts/catalog';
import { normalizeSearchText, typoTerms } from '@platform/domain/catalog';
import { LRUCache } from 'lru-cache';
import { publicUrl } from '../../config';
import type { AppContext } from '../../context';
import type { Page } from '../../lib/pagination';
import { freezeDeep } from '../../lib/serializer';
import { mediaLinks, mediaLinksExpiry } from '../media/media-links';
import {
  type AbsoluteUrl,
  presentBrandCatalog,
  presentFilters,
  presentSearchCourse,
} from './catalog.presenter';
import { catalogRepository, type SearchCourseRow } from './catalog.repository';

/** Absolute URLs of catalogue images: media paths signed, then put on the public origin. */
export function absoluteUrls(ctx: Pick<AppContext, 'config' | 'signer' | 'clock'>): AbsoluteUrl {
  const links = mediaLinks(ctx);
  const origin = publicUrl(ctx.config);
  return (url) => new URL(links.file(url), origin).toString();
}

/** How long a computed part of a brand's catalogue is kept. It is kept per catalogue version
 * (brands.catalog_version, raised by the database on every catalogue write), so a change is
 * seen at once; the time only bounds what an unused version holds. */
export const CATALOG_CACHE_MS = 60 * 60 * 1000;

/** The cache group of what is computed from one version of a brand's catalogue. */
export const catalogCacheGroup = (brand: CatalogVersion, part: string) =>
  `catalog:${brand.id}:${brand.catalogVersion}:${part}`;

/** A brand and the version of its catalogue. */
export interface CatalogVersion {
  id: number;
  catalogVersion: number;
}

/** The courses and filters of one page of a search, as the call answers them. */
type SearchAnswer = Readonly<{
  courses: ReturnType<typeof presentSearchCourse>[];
  filters: ReturnType<typeof presentFilters>;
}>;

export function catalogService(ctx: AppContext) {
  const repository = catalogRepository(ctx.db);
  // Presented pages per catalogue version, search, page and media-link window, frozen: the
  // requests asking the same share one, serialized once (lib/serializer). In process only:
  // the version in the key keeps every instance right.
  const presented = new LRUCache<string, SearchAnswer>({ max: 1000 });
  const absolute = absoluteUrls(ctx);

  return {
    /** The brand configuration's catalog, derived from the brand's catalogue positions (one
     * statement per catalogue version; images signed for each answer). */
    async brandCatalog(brand: CatalogVersion) {
      const rows = await ctx.cache.remember(
        catalogCacheGroup(brand, 'config'),
        'catalog',
        CATALOG_CACHE_MS,
        () => repository.brandCatalog(brand.id),
      );
      return presentBrandCatalog(rows, absolute);
    },

    /**
     * The brand's courses found by the query, one page, and the category filters. Per
     * catalogue version (one statement reads it), the text's queries, the total and the
     * filters are computed once per text, ids and category, and each page once: a repeated
     * search is that one statement; a new page of a known search, one more.
     */
    async search(brandId: number, query: CourseSearchBody) {
      const text = normalizeSearchText(query.textSearch);
      const page: Page = {
        page: query.page,
        perPage: query.perPage,
        offset: (query.page - 1) * query.perPage,
      };
      const courseIds = query.cids ? [...new Set(query.cids)].sort((a, b) => a - b) : null;
      const categoryId = query.categoryId ?? null;
      const version = { id: brandId, catalogVersion: await repository.catalogVersion(brandId) };
      const searchKey = createHash('sha256')
        .update(JSON.stringify([text, courseIds, categoryId]))
        .digest('base64url');
      const group = catalogCacheGroup(version, `search:${searchKey}`);
      const pageKey = `page:${page.perPage}:${page.offset}`;
      const remember = <T>(key: string, compute: () => Promise<T>) =>
        ctx.cache.remember(group, key, CATALOG_CACHE_MS, compute);
      let firstPage: SearchCourseRow[] | undefined;
      const found = await remember('found', async () => {
        if (text === '') {
          const criteria = { brandId, queries: null, categoryId, courseIds };
          return { queries: null, ...(await repository.searchTotals(criteria)) };
        }
        // A new text: its queries, totals and this page in one statement.
        const { courses, ...rest } = await repository.textSearch(
          { brandId, categoryId, courseIds },
          text,
          typoTerms(text),
          page.perPage,
          page.offset,
        );
        firstPage = courses;
        return rest;
      });
      const answerKey = `${group}|${pageKey}|${mediaLinksExpiry(ctx.clock)}`;
      let answer = presented.get(answerKey);
      if (!answer) {
        const criteria = { brandId, queries: found.queries, categoryId, courseIds };
        const rows =
          page.offset >= found.total
            ? []
            : await remember(
                pageKey,
                async () => firstPage ?? repository.searchPage(criteria, page.perPage, page.offset),
              );
        answer = freezeDeep({
          courses: rows.map((row) => presentSearchCourse(row, absolute)),
          filters: presentFilters(found.categories),
        });
        presented.set(answerKey, answer);
      }
      return { page, total: found.total, answer };
    },
  };
}
