import { useCallback, useEffect, useState } from 'react';
import { isPageBusy, watchUntilFree } from './page-busy';

/** One visit of the shell (a page load): the first prompt that opens takes it, so that a visitor
 * meets one promotional modal at a time, not the QR invitation and the trial offer in a row. */
export type PromptVisit = { taken: boolean };

export const newPromptVisit = (): PromptVisit => ({ taken: false });

/**
 * Whether a prompt that is `due` is open, and what closes it. It opens `delayMs` after it became
 * due (the QR modal's 2 s of spec 000 section 4), never over a playing lesson or an open dialog:
 * it waits until neither is there, then the same delay again (so that a block's next lesson
 * starting, or one dialog giving way to another, does not let it in), and looks once more. It
 * does not open when another prompt took the visit.
 */
export function usePromptWhenFree(
  due: boolean,
  visit: PromptVisit,
  delayMs: number,
): [open: boolean, close: () => void] {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!due) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopWatching = () => {};
    const showWhenFree = () => {
      timer = setTimeout(() => {
        if (isPageBusy()) {
          stopWatching = watchUntilFree(showWhenFree);
        } else if (!visit.taken) {
          visit.taken = true;
          setOpen(true);
        }
      }, delayMs);
    };
    showWhenFree();
    return () => {
      clearTimeout(timer);
      stopWatching();
    };
  }, [due, visit, delayMs]);

  return [open, useCallback(() => setOpen(false), [])];
}
