import { useEffect, useSyncExternalStore } from 'react';

/**
 * The h1 of the screen on show, for the mobile header: it names the screen by something else
 * than the heading right below it. Frames mounted later (a screen replacing its loading state)
 * stand over earlier ones, and one that goes leaves the others' in place.
 */
const mounted: Array<{ title: string }> = [];
const listeners = new Set<() => void>();
let current: string | null = null;

function update() {
  const next = mounted.at(-1)?.title ?? null;
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Makes `title` the heading on show while the calling frame is mounted. */
export function usePublishPageHeading(title: string): void {
  useEffect(() => {
    const entry = { title };
    mounted.push(entry);
    update();
    return () => {
      mounted.splice(mounted.indexOf(entry), 1);
      update();
    };
  }, [title]);
}

/** The heading of the screen on show, null while none is. */
export function usePageHeading(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
