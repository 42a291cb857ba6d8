import { DAY_S } from './time';

/** The session: its token, its cookie and the offline cache of its answers. */

export const CACHE_ENABLED = true;
export const CACHE_EXPIRY_S = DAY_S;
export const TOKEN_COOKIE_DAYS = 30;

/** Server session tokens live as long as the cookie that stores them. */
export const SESSION_TOKEN_TTL_S = TOKEN_COOKIE_DAYS * DAY_S;
