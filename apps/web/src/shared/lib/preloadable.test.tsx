import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Preloaded, preloadable } from './preloadable';

function Screen() {
  return <p>the screen</p>;
}

function Other() {
  return <p>the other screen</p>;
}

const inSuspense = (component: ReturnType<typeof preloadable>) => (
  <Suspense fallback={<p>loading</p>}>
    <Preloaded component={component} />
  </Suspense>
);

function renderIn(component: ReturnType<typeof preloadable>) {
  return render(inSuspense(component));
}

describe('a preloadable component', () => {
  it('renders at once when downloaded beforehand, without the fallback', async () => {
    const load = vi.fn(async () => Screen);
    const component = preloadable(load);
    await component.preload();
    renderIn(component);
    expect(screen.getByText('the screen')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledOnce();
  });

  it('downloads on its first render otherwise, showing the fallback meanwhile', async () => {
    const load = vi.fn(async () => Screen);
    renderIn(preloadable(load));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('the screen')).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
  });

  it('shows the new screen when a route puts another component in its place', async () => {
    const first = preloadable(async () => Screen);
    const second = preloadable(async () => Other);
    await Promise.all([first.preload(), second.preload()]);
    const view = renderIn(first);
    expect(screen.getByText('the screen')).toBeTruthy();
    view.rerender(inSuspense(second));
    expect(screen.getByText('the other screen')).toBeTruthy();
    expect(screen.queryByText('the screen')).toBeNull();
  });
});
