import { afterEach, describe, expect, it } from 'vitest';
import { shortcutFor } from './player-shortcuts';

/** A keydown as the browser would dispatch it on `target`, caught where it lands. */
function press(key: string, target: Element = document.body, init: KeyboardEventInit = {}) {
  let caught: KeyboardEvent | null = null;
  const listener = (event: Event) => {
    caught = event as KeyboardEvent;
  };
  document.addEventListener('keydown', listener);
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
  document.removeEventListener('keydown', listener);
  if (!caught) throw new Error('no keydown');
  return shortcutFor(caught);
}

function place<T extends HTMLElement>(element: T): T {
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('player shortcuts', () => {
  it('answers the usual video-site keys', () => {
    expect(press(' ')).toEqual({ kind: 'togglePlay' });
    expect(press('k')).toEqual({ kind: 'togglePlay' });
    // Caps Lock on: the letter comes upper case, without Shift.
    expect(press('K')).toEqual({ kind: 'togglePlay' });
    expect(press('ArrowLeft')).toEqual({ kind: 'seek', seconds: -5 });
    expect(press('ArrowRight')).toEqual({ kind: 'seek', seconds: 5 });
    expect(press('j')).toEqual({ kind: 'seek', seconds: -10 });
    expect(press('l')).toEqual({ kind: 'seek', seconds: 10 });
    expect(press('m')).toEqual({ kind: 'toggleMute' });
    expect(press('f')).toEqual({ kind: 'toggleFullscreen' });
    expect(press('c')).toEqual({ kind: 'toggleCaptions' });
    expect(press('<', document.body, { shiftKey: true })).toEqual({ kind: 'speed', step: -1 });
    expect(press('>', document.body, { shiftKey: true })).toEqual({ kind: 'speed', step: 1 });
    expect(press('x')).toBeNull();
  });

  it('leaves the keys to text fields and selects', () => {
    const fields = [
      place(document.createElement('input')),
      place(document.createElement('textarea')),
      place(document.createElement('select')),
    ];
    for (const field of fields) {
      expect(press('k', field)).toBeNull();
      expect(press(' ', field)).toBeNull();
      expect(press('ArrowLeft', field)).toBeNull();
    }
    const editable = place(document.createElement('div'));
    editable.contentEditable = 'true';
    // jsdom does not derive isContentEditable from the attribute.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(press('m', editable)).toBeNull();
  });

  it('lets the space bar press a focused button, other keys still being shortcuts', () => {
    const button = place(document.createElement('button'));
    expect(press(' ', button)).toBeNull();
    expect(press('k', button)).toEqual({ kind: 'togglePlay' });
    expect(press('l', button)).toEqual({ kind: 'seek', seconds: 10 });
  });

  it('ignores keys inside dialogs, with Ctrl, Alt or Meta, with Shift on letters, or handled', () => {
    const dialog = place(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    const inside = dialog.appendChild(document.createElement('p'));
    expect(press('k', inside)).toBeNull();
    expect(press('f', document.body, { ctrlKey: true })).toBeNull();
    expect(press('l', document.body, { altKey: true })).toBeNull();
    expect(press('c', document.body, { metaKey: true })).toBeNull();
    expect(press('M', document.body, { shiftKey: true })).toBeNull();
    const handled = new KeyboardEvent('keydown', { key: 'k', cancelable: true });
    handled.preventDefault();
    expect(shortcutFor(handled)).toBeNull();
  });
});
