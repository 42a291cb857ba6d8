/**
 * What the shell's prompts (the QR invitation, the free-trial offer) must not cover: a video that
 * is playing (a lesson) or a dialog that is open (Radix dialogs and alert dialogs, a native
 * <dialog>).
 */
const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"], dialog[open]';

/** Media events do not bubble: they are heard on the way down (capture). */
const MEDIA_STOPS = ['pause', 'ended', 'emptied'] as const;

export function isPageBusy(doc: Document = document): boolean {
  const playing = Array.from(doc.querySelectorAll('video')).some(
    (video) => !video.paused && !video.ended,
  );
  return playing || doc.querySelector(OPEN_DIALOG) !== null;
}

/** Calls `free` once the page is no longer busy: on a video stopping, and on the page changing
 * (dialogs and players come and go by being mounted). Returns what stops the watch. */
export function watchUntilFree(free: () => void, doc: Document = document): () => void {
  const observer = new MutationObserver(check);
  const stop = () => {
    observer.disconnect();
    for (const type of MEDIA_STOPS) doc.removeEventListener(type, check, true);
  };
  function check() {
    if (isPageBusy(doc)) return;
    stop();
    free();
  }
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['open', 'role'],
  });
  for (const type of MEDIA_STOPS) doc.addEventListener(type, check, true);
  return stop;
}
