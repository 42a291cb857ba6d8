import { useSyncExternalStore } from 'react';

/** The h1 of the screen on show, as the page shows it (every screen has one: shared/ui/page). */
function readHeading(): string | null {
  return document.querySelector('#main h1')?.textContent ?? null;
}

/** Screens and their loading states replace each other inside the main region: each change
 * there may bring another heading. */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  const main = document.getElementById('main') ?? document.body;
  observer.observe(main, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}

/**
 * The heading of the screen on show, for the mobile header, which names the screen by
 * something else than the heading right below it. Read from the page rather than handed over
 * by each screen, so that the sign-in route's entry carries nothing for it.
 */
export function usePageHeading(): string | null {
  return useSyncExternalStore(subscribe, readHeading, () => null);
}
