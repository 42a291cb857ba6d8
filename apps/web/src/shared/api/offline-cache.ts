/**
 * The service worker keeps successful GET answers of the API here (NetworkFirst) so that screens
 * read while offline still show their last data. Shared by the worker's build configuration and
 * the code that empties it.
 */
export const API_CACHE_NAME = 'api-get';

/** Answers may hold the previous user's data: logout and a new cache version empty the cache. */
export async function clearOfflineCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE_NAME);
}
