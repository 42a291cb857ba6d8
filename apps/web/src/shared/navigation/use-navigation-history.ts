import { useSyncExternalStore } from 'react';
import { navigationHistory } from './navigation-history';

/** The app's navigation history entries, re-rendering when they change. */
export function useNavigationEntries(): readonly string[] {
  return useSyncExternalStore(navigationHistory.subscribe, navigationHistory.entries);
}

/**
 * Where the back button leads: the latest earlier entry that is a place to go back to (not the
 * sign-in page the user came from, say), else the home page; nothing on the home page itself
 * when there is nowhere earlier to go.
 */
export function backTarget(
  entries: readonly string[],
  current: string,
  home: string,
  isDestination: (path: string) => boolean = () => true,
): string | null {
  const previous = entries.slice(0, -1).findLast(isDestination);
  if (previous !== undefined) return previous;
  return current === home ? null : home;
}

/** Goes back in the history to `target`, dropping the entries after it. */
export function backTo(target: string): void {
  let entry: string | null;
  do entry = navigationHistory.back();
  while (entry !== null && entry !== target);
}
