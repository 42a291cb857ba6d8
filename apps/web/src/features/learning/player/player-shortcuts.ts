import { useEffect, useRef } from 'react';

/** What a key asks of the player (the keys of the usual video sites). */
export type ShortcutAction =
  | { kind: 'togglePlay' }
  | { kind: 'seek'; seconds: number }
  | { kind: 'toggleMute' }
  | { kind: 'toggleFullscreen' }
  | { kind: 'toggleCaptions' }
  | { kind: 'speed'; step: -1 | 1 };

const ACTIONS: Readonly<Record<string, ShortcutAction>> = {
  ' ': { kind: 'togglePlay' },
  k: { kind: 'togglePlay' },
  ArrowLeft: { kind: 'seek', seconds: -5 },
  ArrowRight: { kind: 'seek', seconds: 5 },
  j: { kind: 'seek', seconds: -10 },
  l: { kind: 'seek', seconds: 10 },
  m: { kind: 'toggleMute' },
  f: { kind: 'toggleFullscreen' },
  c: { kind: 'toggleCaptions' },
  '<': { kind: 'speed', step: -1 },
  '>': { kind: 'speed', step: 1 },
};

/** Where typing goes: every key belongs to the field (arrows move the caret, letters type). */
function takesText(element: Element): boolean {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLElement && element.isContentEditable)
  );
}

/** Controls that the space bar presses. */
const PRESSED_BY_SPACE = 'button, a[href], summary, [role="button"], [role="link"], [role="tab"]';

/**
 * The player's action for a key press, or null when the key is not a shortcut or belongs to
 * where focus is: a text field, a control that the space bar presses, a dialog, or a
 * combination with Ctrl, Alt or Meta (the browser's own shortcuts).
 */
export function shortcutFor(event: KeyboardEvent): ShortcutAction | null {
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return null;
  const action = ACTIONS[event.key.length === 1 ? event.key.toLowerCase() : event.key];
  // '<' and '>' are typed with Shift; Shift with any other key is not a shortcut.
  if (!action || (event.shiftKey && action.kind !== 'speed')) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target) {
    if (takesText(target) || target.closest('dialog, [role="dialog"]')) return null;
    if (action.kind === 'togglePlay' && event.key === ' ' && target.closest(PRESSED_BY_SPACE)) {
      return null;
    }
  }
  return action;
}

/** Runs the action of each shortcut pressed anywhere on the page while the player is shown. */
export function usePlayerShortcuts(run: (action: ShortcutAction) => void): void {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      if (!action) return;
      // The browser's own video controls (focused) and the page scroll leave the key to us.
      event.preventDefault();
      latest.current(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
