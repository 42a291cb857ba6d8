import { cookies } from './en/cookies';

/** The cookie banner's and cookie settings' texts, one chunk per language: the banner shows on
 * every route, the sign-in route included, and should not bring the other screens' texts. */
export const resources = { cookies };
