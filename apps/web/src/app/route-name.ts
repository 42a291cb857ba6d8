import { createContext, useContext } from 'react';
import type { RouteName } from '../shared/routing/paths';

/** The name of the screen the location shows: the id of its deepest route (see router.tsx),
 * found once per location by the route tree and read by the guards and the shell's header. */
export const RouteNameContext = createContext<RouteName>('notFound');

export function useRouteName(): RouteName {
  return useContext(RouteNameContext);
}
