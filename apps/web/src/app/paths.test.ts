import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type Access, paths } from '../shared/routing/paths';
import { SCREEN_GROUPS, SHELL_FRAMED_GROUPS } from './route-groups';
import { AuthGuard, GuestGuard } from './route-guards';
import { routes } from './router';

/** Route id → the access its place in the tree gives it (under which guard it sits). */
function placedAccess(list: RouteObject[], inherited: Access = 'none'): Record<string, Access> {
  return Object.assign(
    {},
    ...list.map((route) => {
      const type = isValidElement(route.element) ? route.element.type : null;
      const access = type === AuthGuard ? 'auth' : type === GuestGuard ? 'guest' : inherited;
      return {
        ...(route.id ? { [route.id]: access } : {}),
        ...placedAccess(route.children ?? [], access),
      };
    }),
  );
}

/** The ids of the routes inside the app shell: the one route with both children and a preload. */
function framedIds(list: RouteObject[], framed = false): string[] {
  return list.flatMap((route) => {
    const inShell = framed || (route.children !== undefined && route.handle?.preload !== undefined);
    return [...(framed && route.id ? [route.id] : []), ...framedIds(route.children ?? [], inShell)];
  });
}

function routeIds(list: typeof routes): string[] {
  return list.flatMap((route) => [
    ...(route.id ? [route.id] : []),
    ...(route.children ? routeIds(route.children) : []),
  ]);
}

describe('route registry', () => {
  it('has a route for every named path, once', () => {
    const ids = routeIds(routes).filter((id) => id !== 'root');
    expect([...ids].sort()).toEqual(Object.keys(paths).sort());
  });

  it('builds links from the patterns', () => {
    expect(paths.login.href()).toBe('/');
    expect(paths.home.href()).toBe('/home');
    expect(paths.day.href({ streamId: 3, stageId: 'a b', dayId: 9 })).toBe(
      '/course/3/stages/a%20b/days/9',
    );
    expect(paths.subscriptions.href({ warning: 'true' })).toBe('/user/subscriptions?warning=true');
    expect(paths.homework.href({ streamId: 1, homeworkId: 2 }, { tab: 'chat', empty: null })).toBe(
      '/homework/1/2?tab=chat',
    );
  });

  it('puts every route under the guard of its access type', () => {
    const placed = placedAccess(routes);
    for (const [name, route] of Object.entries(paths))
      expect([name, placed[name]]).toEqual([name, route.access]);
  });

  it('frames the screens of the shell-framed groups, and only those, in the app shell', () => {
    const framedGroupScreens = SHELL_FRAMED_GROUPS.flatMap((group) => SCREEN_GROUPS[group]);
    expect(framedIds(routes).sort()).toEqual([...framedGroupScreens].sort());
  });

  it('gives the routes of spec section 2 their access types', () => {
    expect(paths.login.access).toBe('guest');
    expect(paths.signup.access).toBe('guest');
    expect(paths.accessRecovery.access).toBe('guest');
    expect(paths.autoLogin.access).toBe('none');
    expect(paths.notFound.access).toBe('none');
    expect(paths.resetPassword.access).toBe('auth');
    expect(paths.home.access).toBe('auth');
  });
});
