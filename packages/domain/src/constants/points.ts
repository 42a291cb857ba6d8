/** Points. */

/** Points can be spent only from this balance up. */
export const POINTS_SPEND_THRESHOLD = 200;

/**
 * The spec names the points label forms point, points, points2; we read them as the Russian
 * 1 балл / 2 балла / 5 баллов, i.e. the plural forms of plural.ts.
 */
export const POINTS_LABEL_KEYS = { one: 'point', few: 'points', many: 'points2' } as const;

export const SCORE_HISTORY_PAGE_SIZE = 20;
