import { describe, expect, it } from 'vitest';
import { createNavigationHistory } from './navigation-history';

describe('navigation history (spec section 2)', () => {
  it('keeps an entry only when the full path differs from the latest', () => {
    const history = createNavigationHistory();
    history.push('/home');
    history.push('/home');
    history.push('/courses');
    history.push('/courses?page=2');
    history.push('/courses?page=2');
    history.push('/home');
    expect(history.entries()).toEqual(['/home', '/courses', '/courses?page=2', '/home']);
  });

  it('goes back to the previous entry', () => {
    const history = createNavigationHistory();
    history.push('/home');
    history.push('/chat');
    expect(history.back()).toBe('/home');
    expect(history.back()).toBeNull();
    expect(history.entries()).toEqual(['/home']);
  });

  it('keeps a return URL until it is taken, and clearing empties everything', () => {
    const history = createNavigationHistory();
    history.push('/home');
    history.setReturnUrl('/course/1/calendar');
    expect(history.returnUrl()).toBe('/course/1/calendar');
    expect(history.takeReturnUrl()).toBe('/course/1/calendar');
    expect(history.takeReturnUrl()).toBeNull();
    history.setReturnUrl('/chat');
    history.clear();
    expect(history.entries()).toEqual([]);
    expect(history.returnUrl()).toBeNull();
  });

  it('tells subscribers about changes', () => {
    const history = createNavigationHistory();
    let calls = 0;
    const unsubscribe = history.subscribe(() => {
      calls += 1;
    });
    history.push('/home');
    history.push('/home');
    unsubscribe();
    history.push('/chat');
    expect(calls).toBe(1);
  });
});
