/** The catalogue's queries. A search is cached per trimmed text (spec section 4): its key holds
 * that text, the category and the ids, so a new search is a new list. */
export const catalogKeys = {
  all: ['catalog'] as const,
  searches: () => [...catalogKeys.all, 'search'] as const,
  search: (text: string, categoryId: number | null, cids: readonly number[] | null) =>
    [...catalogKeys.searches(), { text, categoryId, cids }] as const,
};
