import { type ComponentType, lazy, useMemo } from 'react';

/** A lazy component whose download can start before it renders. */
export type Preloadable = {
  preload(): Promise<ComponentType>;
  /** The component once downloaded, until then a React.lazy one. */
  current(): ComponentType;
};

export function preloadable(load: () => Promise<ComponentType>): Preloadable {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  function preload(): Promise<ComponentType> {
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
 * Renders a preloadable component, at once when it is downloaded already: React.lazy suspends on
 * its first render even then, and React reveals a suspended boundary no sooner than 300 ms after
 * its fallback showed, which would hold the first screen back by that much.
 */
export function Preloaded({ component }: { component: Preloadable }) {
  // Chosen once per screen: swapping the element later would remount it. Routes render this
  // same component at the same place, so another route's screen must pick again.
  const Component = useMemo(() => component.current(), [component]);
  return <Component />;
}
