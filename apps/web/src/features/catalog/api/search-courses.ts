import type { CategoryFilter, SearchCourse } from '@platform/contracts/catalog';
import { catalogEndpoints } from '@platform/contracts/endpoints/catalog';
import { SEARCH_PAGE_SIZE } from '@platform/domain/constants/catalog';
import {
  distinctById,
  findCourseQuery,
  mergeCourses,
  nextPageQuery,
  searchCacheKey,
} from '@platform/domain/course-search';
import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { callPage, type Pagination } from '../../../shared/api/http-client';
import { catalogKeys } from '../catalog-keys';

export interface SearchPage {
  courses: SearchCourse[];
  filters: CategoryFilter[];
  pagination: Pagination | null;
}

export interface CourseSearch {
  textSearch?: string;
  categoryId?: number | null;
  cids?: readonly number[] | null;
  perPage?: number;
}

/** The spec's search failure text, whatever the cause (the screen shows it translated). */
export class SearchFailed extends Error {
  constructor(options: { cause: unknown }) {
    super('Failed to search courses', options);
  }
}

/** POST /course/search (v2): one page of courses and the category filters. */
export async function searchCourses(query: CourseSearch & { page: number }): Promise<SearchPage> {
  try {
    const { items, pagination } = await callPage(catalogEndpoints.search, {
      body: {
        textSearch: query.textSearch?.trim() || null,
        categoryId: query.categoryId ?? null,
        ...(query.cids && { cids: [...query.cids] }),
        page: query.page,
        perPage: query.perPage ?? SEARCH_PAGE_SIZE,
      },
    });
    return { ...items.data, pagination };
  } catch (error) {
    throw new SearchFailed({ cause: error });
  }
}

/** A search's list: pages as they arrive, the next asked with page + 1. A search with text is
 * kept for the session (the cache per trimmed text); one without text is asked again. */
export function courseSearchQuery(query: CourseSearch) {
  const text = searchCacheKey(query) ?? '';
  const categoryId = query.categoryId ?? null;
  const cids = query.cids ?? null;
  return infiniteQueryOptions({
    queryKey: catalogKeys.search(text, categoryId, cids),
    queryFn: ({ pageParam }) =>
      searchCourses({
        textSearch: text,
        categoryId,
        cids,
        perPage: query.perPage,
        page: pageParam,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: SearchPage, _pages, lastPage: number) =>
      last.pagination && lastPage < last.pagination.pageCount
        ? nextPageQuery({ page: lastPage }).page
        : undefined,
    staleTime: text === '' ? 0 : Number.POSITIVE_INFINITY,
  });
}

/** The pages as one list: courses appended in order without repeats, the categories of every
 * page once each, and the pagination of the last page. */
export function searchResults(data: InfiniteData<SearchPage> | undefined) {
  const pages = data?.pages ?? [];
  return {
    courses: pages.reduce<SearchCourse[]>((all, page) => mergeCourses(all, page.courses, true), []),
    filters: distinctById(pages.flatMap((page) => page.filters)),
    pagination: pages.at(-1)?.pagination ?? null,
  };
}

/** The course search of a screen, with the next page and a refresh that clears the list. */
export function useCourseSearch(query: CourseSearch) {
  const options = courseSearchQuery(query);
  const search = useInfiniteQuery(options);
  const client = useQueryClient();
  const { queryKey } = options;
  const refresh = useCallback(() => client.resetQueries({ queryKey }), [client, queryKey]);
  return { ...search, results: searchResults(search.data), refresh };
}

/** One course by id: the copy a search already holds, else a search for it (page 1, perPage 1). */
export function useCatalogCourse(courseId: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...catalogKeys.all, 'course', courseId],
    queryFn: async () => {
      const held = client
        .getQueriesData<InfiniteData<SearchPage>>({ queryKey: catalogKeys.searches() })
        .flatMap(([, data]) => data?.pages ?? [])
        .flatMap((page) => page.courses)
        .find((course) => course.id === courseId);
      if (held) return held;
      const { courses } = await searchCourses(findCourseQuery(courseId));
      return courses[0] ?? null;
    },
  });
}
