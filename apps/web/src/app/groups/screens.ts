import type { ComponentType } from 'react';
import type { RouteName } from '../../shared/routing/paths';

/** What a route group's module exports: the screen of each of its routes. Groups are the unit
 * of code splitting: a group's screens download together, on first use. */
export type GroupScreens = Partial<Record<RouteName, ComponentType>>;
