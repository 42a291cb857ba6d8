import { useDeferredValue } from 'react';

/**
 * Whether a screen whose data has all arrived may leave its loading state: `ready`, one
 * deferred render later. An answer arriving re-renders its readers synchronously (TanStack
 * Query's store is read through useSyncExternalStore), so a screen that showed itself at once
 * mounted its whole tree in one task (home's: about 250 ms of the main thread under Lighthouse's
 * fourfold slowdown). Deferred, React renders the screen in slices between which the page
 * answers input, the loading state showing meanwhile. A screen mounted with its data already
 * cached shows at once: a deferred value starts at its first value.
 */
export function useReadyToShow(ready: boolean): boolean {
  const shown = useDeferredValue(ready);
  return ready && shown;
}
