import { beforeEach, describe, expect, it } from 'vitest';
import { navigationHistory } from './navigation-history';
import { backTarget, backTo } from './use-navigation-history';

const notLogin = (path: string) => !path.startsWith('/?') && path !== '/';

describe('the back button (spec 000 section 2, mobile header)', () => {
  beforeEach(() => navigationHistory.clear());

  it('leads to the previous entry of the navigation history', () => {
    expect(backTarget(['/home', '/courses', '/user/points'], '/user/points', '/home')).toBe(
      '/courses',
    );
  });

  it('leads home from a page opened directly', () => {
    expect(backTarget(['/user/points'], '/user/points', '/home')).toBe('/home');
    expect(backTarget([], '/chat', '/home')).toBe('/home');
  });

  it('is not there on the home page opened directly', () => {
    expect(backTarget(['/home'], '/home', '/home')).toBeNull();
  });

  it('skips entries that are no place to go back to, such as the sign-in page', () => {
    expect(backTarget(['/', '/home'], '/home', '/home', notLogin)).toBeNull();
    expect(
      backTarget(['/chat', '/?a=1', '/home', '/user/points'], '/user/points', '/home', notLogin),
    ).toBe('/home');
    expect(backTarget(['/chat', '/', '/user/points'], '/user/points', '/home', notLogin)).toBe(
      '/chat',
    );
  });

  it('drops the entries after the target when going back', () => {
    for (const path of ['/chat', '/', '/user/points']) navigationHistory.push(path);
    backTo('/chat');
    expect(navigationHistory.entries()).toEqual(['/chat']);
  });
});
