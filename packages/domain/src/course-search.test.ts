import { describe, expect, it } from 'vitest';
import {
  distinctById,
  findCourseQuery,
  mergeCourses,
  nextPageQuery,
  searchCacheKey,
} from './course-search';

describe('the client course search', () => {
  it('keys the cache by the trimmed text; no text is not cached', () => {
    expect(searchCacheKey({ textSearch: '  йога ' })).toBe('йога');
    expect(searchCacheKey({ textSearch: '   ' })).toBeNull();
    expect(searchCacheKey({})).toBeNull();
  });

  it('asks for the next page by adding 1 to the page', () => {
    expect(nextPageQuery({ textSearch: 'a', page: 2, perPage: 8 })).toEqual({
      textSearch: 'a',
      page: 3,
      perPage: 8,
    });
    expect(nextPageQuery({ textSearch: 'a' }).page).toBe(2);
  });

  it('appends the next page without duplicates; a new search or refresh replaces the list', () => {
    const listed = [{ id: 1 }, { id: 2 }];
    expect(mergeCourses(listed, [{ id: 2 }, { id: 3 }], true)).toEqual([
      { id: 1 },
      { id: 2 },
      { id: 3 },
    ]);
    expect(mergeCourses(listed, [{ id: 3 }], false)).toEqual([{ id: 3 }]);
  });

  it('deduplicates categories by id, keeping the first', () => {
    expect(
      distinctById([
        { id: 1, title: 'a' },
        { id: 2, title: 'b' },
        { id: 1, title: 'c' },
      ]),
    ).toEqual([
      { id: 1, title: 'a' },
      { id: 2, title: 'b' },
    ]);
  });

  it('finds one course by id with page 1, perPage 1', () => {
    expect(findCourseQuery(7)).toEqual({ cids: [7], page: 1, perPage: 1 });
  });
});
