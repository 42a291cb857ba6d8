/** The catalogue, course search and offers. */

export const CATALOGUE_PAGE_SIZE = 6;
export const SEARCH_PAGE_SIZE = 8;
export const SEARCH_DEFAULT_PAGE = 1;

/** Thumbnails are requested at size × scale for dense screens. */
export const ARTICLE_THUMBNAIL = { width: 370, height: 210, scale: 2 } as const;

export const CATEGORY_SORT_FALLBACK = 999;

/** Server flag targetProduct → client value. */
export const TARGET_PRODUCT = { 0: 'none', 1: 'user_course' } as const;
