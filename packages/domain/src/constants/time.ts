/** Units of time, in milliseconds unless the name says seconds. */

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const HOUR_S = HOUR_MS / SECOND_MS;
export const DAY_S = DAY_MS / SECOND_MS;
