import { describe, expect, it } from 'vitest';
import { loginDestination } from './login-destination';

const here = new URL('https://app.school.example/?action=login');

describe('where a sign-in goes (spec section 4)', () => {
  it('goes home without a return URL', () => {
    expect(loginDestination(null, 'tok', here)).toEqual({ internal: '/home' });
  });

  it('follows a path or a URL of this site', () => {
    expect(loginDestination('/course/1/calendar?x=1#top', 'tok', here)).toEqual({
      internal: '/course/1/calendar?x=1#top',
    });
    expect(loginDestination('https://app.school.example/chat', 'tok', here)).toEqual({
      internal: '/chat',
    });
  });

  it('appends the token to an external return URL of the same site', () => {
    expect(loginDestination('https://club.school.example/join?a=1', 'tok', here)).toEqual({
      external: 'https://club.school.example/join?a=1&token=tok',
    });
  });

  it('never hands the token to another site', () => {
    for (const url of ['https://evil.example/', 'javascript:alert(1)', '//evil.example/x']) {
      expect(loginDestination(url, 'tok', here)).toEqual({ internal: '/home' });
    }
  });
});
