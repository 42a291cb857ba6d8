import { type ComponentType, lazy, useMemo } from 'react';

/** A lazy component whose download can start before it renders. */
export type Preloadable<Props extends object = object> = {
  preload(): Promise<ComponentType<Props>>;
  /** The component once downloaded, until then a React.lazy one. */
  current(): ComponentType<Props>;
};

export function preloadable<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  function preload(): Promise<ComponentType<Props>> {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  }
  const Lazy = lazy(async () => ({ default: await preload() }));
  return { preload, current: () => loaded ?? Lazy };
}

/**
 * A preloadable component to render, at once when it is downloaded already: React.lazy suspends
 * on its first render even then, and React reveals a suspended boundary no sooner than 300 ms
 * after its fallback showed, which would hold the screen back by that much (and let the
 * fallback's box give way to the component's, moving what is below).
 */
export function usePreloaded<Props extends object>(
  component: Preloadable<Props>,
): ComponentType<Props> {
  // Chosen once per mount: swapping the element later would remount it. Routes render the same
  // element at the same place, so another route's screen must pick again.
  return useMemo(() => component.current(), [component]);
}

/** Renders a preloadable component that takes no props (usePreloaded). */
export function Preloaded({ component }: { component: Preloadable }) {
  const Component = usePreloaded(component);
  return <Component />;
}
