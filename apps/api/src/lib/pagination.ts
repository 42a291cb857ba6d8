import { DEFAULT_PER_PAGE, type PageQuery } from '@platform/contracts/pagination';

export interface Page {
  page: number;
  perPage: number;
  /** Rows to skip: (page - 1) × perPage. */
  offset: number;
}

/** The page a list call asked for; `per-page` wins over `perPage`. */
export function pageOf(query: PageQuery, defaultPerPage = DEFAULT_PER_PAGE): Page {
  const page = query.page ?? 1;
  const perPage = query['per-page'] ?? query.perPage ?? defaultPerPage;
  return { page, perPage, offset: (page - 1) * perPage };
}

/** The x-pagination-* headers of spec section 7. The page count of an empty list is 0 and a page
 * past the end is answered as asked (an empty list), not moved to the last page. */
export function paginationHeaders({ page, perPage }: Page, total: number) {
  return {
    'x-pagination-current-page': page,
    'x-pagination-page-count': Math.ceil(total / perPage),
    'x-pagination-per-page': perPage,
    'x-pagination-total-count': total,
  };
}

/** The asked page of a whole list. */
export function slicePage<T>(items: readonly T[], { offset, perPage }: Page): readonly T[] {
  // A list that fits its first page is answered as it is: a kept (frozen) list keeps the bytes
  // the serializer made of it.
  if (offset === 0 && items.length <= perPage) return items;
  return items.slice(offset, offset + perPage);
}
