import type { CourseSearchBody } from '@platform/contracts/catalog';
import { normalizeSearchText, typoTerms } from '@platform/domain/catalog';
import { publicUrl } from '../../config';
import type { AppContext } from '../../context';
import type { Page } from '../../lib/pagination';
import { mediaLinks } from '../media/media-links';
import { type AbsoluteUrl, presentFilters, presentSearchCourse } from './catalog.presenter';
import { catalogRepository } from './catalog.repository';

/** Absolute URLs of catalogue images: media paths signed, then put on the public origin. */
export function absoluteUrls(ctx: Pick<AppContext, 'config' | 'signer' | 'clock'>): AbsoluteUrl {
  const links = mediaLinks(ctx);
  const origin = publicUrl(ctx.config);
  return (url) => new URL(links.file(url), origin).toString();
}

export function catalogService(ctx: AppContext) {
  const repository = catalogRepository(ctx.db);
  const absolute = absoluteUrls(ctx);

  return {
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
