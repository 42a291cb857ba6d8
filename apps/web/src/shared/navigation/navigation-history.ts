import { sessionValue } from '../lib/cookie-storage';

type Listener = () => void;

/**
 * The app's own navigation history (spec section 2): an entry is kept only when its full path
 * (path, query and hash) differs from the latest one; a return URL can be set; clearing (and so
 * logout) empties both. The return URL survives a reload, because sign-in may leave the page
 * (social providers) before it is used.
 */
export function createNavigationHistory(returnUrlStorage = sessionValue('return-url')) {
  let entries: readonly string[] = [];
  const listeners = new Set<Listener>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    push(fullPath: string): void {
      if (entries.at(-1) === fullPath) return;
      entries = [...entries, fullPath];
      notify();
    },
    /** The entry before the current one, removing the current; null at the first entry. */
    back(): string | null {
      if (entries.length < 2) return null;
      entries = entries.slice(0, -1);
      notify();
      return entries.at(-1) ?? null;
    },
    entries: (): readonly string[] => entries,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setReturnUrl(url: string): void {
      returnUrlStorage.write(url);
    },
    returnUrl: (): string | null => returnUrlStorage.read(),
    /** Reads and forgets the return URL: it is used once. */
    takeReturnUrl(): string | null {
      const url = returnUrlStorage.read();
      returnUrlStorage.remove();
      return url;
    },
    clear(): void {
      entries = [];
      returnUrlStorage.remove();
      notify();
    },
  };
}

export type NavigationHistory = ReturnType<typeof createNavigationHistory>;

export const navigationHistory = createNavigationHistory();
