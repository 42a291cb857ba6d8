import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useReadyToShow } from './use-ready-to-show';

function Gate({ ready, decided }: { ready: boolean; decided: boolean[] }) {
  decided.push(useReadyToShow(ready));
  return null;
}

/** Records what each render of a screen's gate decided. */
function renderGate(ready: boolean) {
  const decided: boolean[] = [];
  const view = render(<Gate ready={ready} decided={decided} />);
  return {
    decided,
    rerender: (next: boolean) => view.rerender(<Gate ready={next} decided={decided} />),
  };
}

describe('useReadyToShow', () => {
  it('shows a screen whose data is in when it mounts at once', () => {
    expect(renderGate(true).decided).toEqual([true]);
  });

  it('leaves the loading state in a deferred render, not in the one the answer caused', () => {
    const gate = renderGate(false);
    gate.rerender(true);
    expect(gate.decided).toEqual([false, false, true]);
  });

  it('goes back to loading at once', () => {
    const gate = renderGate(true);
    gate.rerender(false);
    // The render the change caused, and any after it.
    expect(gate.decided.slice(1).every((shown) => !shown)).toBe(true);
    expect(gate.decided.length).toBeGreaterThan(1);
  });
});
