import type { CourseSearchBody } from '@platform/contracts/catalog';
import { normalizeSearchText, typoTerms } from '@platform/domain/catalog';
import { publicUrl } from '../../config';
import type { AppContext } from '../../context';
import type { Page } from '../../lib/pagination';
import { mediaLinks } from '../media/media-links';
import {
  type AbsoluteUrl,
  presentBrandCatalog,
  presentFilters,
  presentSearchCourse,
} from './catalog.presenter';
import { catalogRepository } from './catalog.repository';

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

export function catalogService(ctx: AppContext) {
  const repository = catalogRepository(ctx.db);
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

    /** The brand's courses found by the query, one page, and the category filters. */
    async search(brandId: number, query: CourseSearchBody) {
      const text = normalizeSearchText(query.textSearch);
      const page: Page = {
        page: query.page,
        perPage: query.perPage,
        offset: (query.page - 1) * query.perPage,
      };
      const rows = await repository.search({
        brandId,
        text,
        typoTerms: typoTerms(text),
        categoryId: query.categoryId ?? null,
        courseIds: query.cids ?? null,
        limit: page.perPage,
        offset: page.offset,
      });
      return {
        page,
        total: rows.total,
        courses: rows.courses.map((row) => presentSearchCourse(row, absolute)),
        filters: presentFilters(rows.categories),
      };
    },
  };
}
