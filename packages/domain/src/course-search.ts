/**
 * The client's course search (spec section 4): a cache per trimmed text query, the next page
 * appended, a refresh that clears, a new search that resets, categories deduplicated by id.
 */

export interface SearchQuery {
  textSearch?: string;
  categoryId?: number | null;
  cids?: readonly number[] | null;
  page?: number;
  perPage?: number;
}

/** The cache key of a query: its trimmed text, or null when there is none (not cached). */
export function searchCacheKey(query: SearchQuery): string | null {
  const text = (query.textSearch ?? '').trim();
  return text === '' ? null : text;
}

/** The next page's query: page + 1, the rest kept (the list is not cleared). */
export function nextPageQuery<Q extends SearchQuery>(query: Q): Q & { page: number } {
  return { ...query, page: (query.page ?? 1) + 1 };
}

/** The courses after a page arrives: appended to the list for a next page, else the page alone
 * (a new search or a refresh). A course already listed is not listed twice. */
export function mergeCourses<C extends { id: number }>(
  listed: readonly C[],
  arrived: readonly C[],
  append: boolean,
): C[] {
  if (!append) return [...arrived];
  const ids = new Set(listed.map((course) => course.id));
  return [...listed, ...arrived.filter((course) => !ids.has(course.id))];
}

/** Active categories with duplicates by id removed, the first kept. */
export function distinctById<T extends { id: number }>(items: readonly T[]): T[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id) !== undefined);
}

/** One course by id: the local copy when listed, else the query to find it (page 1, perPage 1). */
export function findCourseQuery(
  id: number,
): Required<Pick<SearchQuery, 'cids' | 'page' | 'perPage'>> {
  return { cids: [id], page: 1, perPage: 1 };
}
