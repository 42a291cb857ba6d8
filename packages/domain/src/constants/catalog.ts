/** The catalogue, course search and offers. */

export const CATALOGUE_PAGE_SIZE = 6;
export const SEARCH_PAGE_SIZE = 8;
export const SEARCH_DEFAULT_PAGE = 1;

/** Thumbnails are requested at size × scale for dense screens. */
export const ARTICLE_THUMBNAIL = { width: 370, height: 210, scale: 2 } as const;

export const CATEGORY_SORT_FALLBACK = 999;

/** Server flag targetProduct → client value. */
export const TARGET_PRODUCT = { 0: 'none', 1: 'user_course' } as const;

/** The fixed category map: a category whose own sort is unset takes its name's rank here,
 * else CATEGORY_SORT_FALLBACK. The 20 categories of the brand's advertised "100+ courses in 20
 * categories". */
export const CATEGORY_RANKS: Readonly<Record<string, number>> = {
  yoga: 1,
  fitness: 2,
  pilates: 3,
  stretching: 4,
  'face-care': 5,
  meditation: 6,
  breathing: 7,
  'back-health': 8,
  dance: 9,
  strength: 10,
  cardio: 11,
  running: 12,
  nutrition: 13,
  massage: 14,
  'womens-health': 15,
  mobility: 16,
  psychology: 17,
  beauty: 18,
  kids: 19,
  wellness: 20,
};

/** Longest search text read; longer text is refused (422), never cut silently. */
export const SEARCH_TEXT_MAX_LENGTH = 200;
/** Words of a query matched for typos, and the shortest such word (shorter ones have too few
 * trigrams to tell a typo from another word). */
export const SEARCH_TYPO_MAX_TERMS = 8;
export const SEARCH_TYPO_MIN_LENGTH = 4;
/** Trigram similarity from which a catalogue word stands for a misspelt query word. */
export const SEARCH_TYPO_SIMILARITY = 0.45;
/** Course ids one search may name (cids). */
export const SEARCH_MAX_COURSE_IDS = 100;
