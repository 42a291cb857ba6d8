import { BREAKPOINTS } from '@platform/domain/constants/shell';
import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

export const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.desktop}px)`;

/** The desktop layout (from 1244 px): widgets that differ in behaviour, not only in look, ask
 * this; layout alone is the style sheets' business. */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}
