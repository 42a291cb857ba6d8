import { statOutbox } from './stat-outbox';

/** Told to the tab's downloads list (downloads-state.ts), which is not loaded before it is
 * needed: sign-out is part of the first screen. */
export const USER_CACHES_CLEARED = 'user-caches-cleared';

/** The service worker's copy of the app itself: no user data, and needed to start offline. */
const APP_SHELL_CACHE_PREFIX = 'workbox-precache';

/**
 * Sign-out (spec section 4: logout clears all caches): every cache of the user goes, the API
 * answers, the downloaded lessons and the statistics not sent yet; only the app's own files
 * stay, so that the installed app still starts offline.
 */
export async function clearUserCaches(): Promise<void> {
  statOutbox.clear();
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(
      names
        .filter((name) => !name.startsWith(APP_SHELL_CACHE_PREFIX))
        .map((name) => caches.delete(name)),
    );
  }
  window.dispatchEvent(new Event(USER_CACHES_CLEARED));
}
