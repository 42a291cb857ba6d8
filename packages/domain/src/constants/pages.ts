/** Pages of every list (`page`, `per-page`): the size when none is asked and the largest one. */

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
