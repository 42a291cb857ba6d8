import { describe, expect, it } from 'vitest';
import { pageOf, paginationHeaders, slicePage } from './pagination';

describe('pagination', () => {
  it('reads page and per-page, per-page winning over perPage, with the list default', () => {
    expect(pageOf({})).toEqual({ page: 1, perPage: 20, offset: 0 });
    expect(pageOf({}, 100)).toEqual({ page: 1, perPage: 100, offset: 0 });
    expect(pageOf({ page: 3, perPage: 5 })).toEqual({ page: 3, perPage: 5, offset: 10 });
    expect(pageOf({ page: 2, 'per-page': 7, perPage: 5 })).toEqual({
      page: 2,
      perPage: 7,
      offset: 7,
    });
  });

  it('counts pages up; an empty list has none', () => {
    expect(paginationHeaders({ page: 2, perPage: 2, offset: 2 }, 5)).toEqual({
      'x-pagination-current-page': 2,
      'x-pagination-page-count': 3,
      'x-pagination-per-page': 2,
      'x-pagination-total-count': 5,
    });
    expect(paginationHeaders({ page: 1, perPage: 20, offset: 0 }, 0)).toMatchObject({
      'x-pagination-page-count': 0,
      'x-pagination-total-count': 0,
    });
  });

  it('cuts the asked page; a page past the end is empty', () => {
    const items = [1, 2, 3, 4, 5];
    expect(slicePage(items, { page: 2, perPage: 2, offset: 2 })).toEqual([3, 4]);
    expect(slicePage(items, { page: 3, perPage: 2, offset: 4 })).toEqual([5]);
    expect(slicePage(items, { page: 9, perPage: 2, offset: 16 })).toEqual([]);
    expect(slicePage(items, { page: 1, perPage: 20, offset: 0 })).toBe(items);
  });
});
