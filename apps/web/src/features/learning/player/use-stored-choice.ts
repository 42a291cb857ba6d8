import { useCallback, useSyncExternalStore } from 'react';
import { localValue } from '../../../shared/lib/cookie-storage';

/** Every player of the page hears a change at once (the next lesson's player included). */
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A choice of the learner kept in local storage under `key`, the same in every lesson and after
 * a reload; `parse` answers null for a stored value it does not accept (then `fallback` holds).
 */
export function useStoredChoice<T>(
  key: string,
  parse: (stored: string) => T | null,
  fallback: T,
): [T, (value: T) => void] {
  const stored = localValue(key);
  const raw = useSyncExternalStore(subscribe, stored.read, () => null);
  const value = raw === null ? fallback : (parse(raw) ?? fallback);
  const set = useCallback(
    (next: T) => {
      localValue(key).write(JSON.stringify(next));
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [value, set];
}

/** JSON read back, or null when it does not parse. */
export function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
