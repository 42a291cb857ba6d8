import { sessionValue } from '../lib/cookie-storage';

/** A translation key the login screen shows once, e.g. why the user was signed out. It is kept
 * in the tab's storage so that a reload on the way does not lose it. */
const notice = sessionValue('login-notice');

export const loginNotice = {
  set: (key: string) => notice.write(key),
  read: () => notice.read(),
  clear: () => notice.remove(),
};
