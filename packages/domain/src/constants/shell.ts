import { DAY_MS, SECOND_MS } from './time';

/** The application shell: breakpoints, prompts, debug switch and the free-trial offer. */

export const BREAKPOINTS = { mobile: 0, tablet: 828, desktop: 1244 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
export const PUSH_PROMPT_PAGE_VIEWS = 1000;
export const PUSH_PROMPT_DELAY_MS = 100_000;
export const DEBUG_QUERY_PARAM = 'debug';
export const DEBUG_QUERY_VALUE = '1';
export const QR_MODAL_DELAY_MS = 2 * SECOND_MS;
export const QR_MODAL_REPEAT_MS = DAY_MS;
export const QR_MODAL_LONG_REPEAT_MS = 3 * DAY_MS;

/** After this many closes the long repeat applies and the counter resets to 0. */
export const QR_MODAL_CLOSES_FOR_LONG_REPEAT = 2;

/** The free-trial offer shows again this long after it is closed (the spec sets no interval). */
export const TRIAL_MODAL_REPEAT_MS = 7 * DAY_MS;
/** Its delay after the shell loads: the QR invitation's (the spec sets none). */
export const TRIAL_MODAL_DELAY_MS = QR_MODAL_DELAY_MS;

export const TRIAL = {
  freeDays: 7,
  monthlyPrice: 2990,
  currency: 'RUB',
  moneyBackDays: 14,
  /** Advertised as "100+ courses". */
  courses: 100,
  categories: 20,
} as const;
