import { TOKEN_STORAGE_KEY } from '@platform/domain/constants/cookies';
import { TOKEN_COOKIE_DAYS } from '@platform/domain/constants/session';
import { persistentValue } from '../lib/cookie-storage';

/** The session token: local storage and a 30-day SameSite=Strict cookie (spec section 9). */
export const tokenStorage = persistentValue(TOKEN_STORAGE_KEY, TOKEN_COOKIE_DAYS);
