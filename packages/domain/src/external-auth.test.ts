import { describe, expect, it } from 'vitest';
import { externalAuthErrorMessage, isExternalAuthSource, sortByAuthOrder } from './external-auth';

describe('isExternalAuthSource', () => {
  it('knows the four providers', () => {
    expect(['apple', 'google', 'facebook', 'vkontakte'].every(isExternalAuthSource)).toBe(true);
    expect(isExternalAuthSource('twitter')).toBe(false);
  });
});

describe('sortByAuthOrder', () => {
  const links = [
    { id: 1, source: 'apple' },
    { id: 2, source: 'facebook' },
    { id: 3, source: 'google' },
    { id: 4, source: 'vkontakte' },
  ] as const;
  const sources = (platform: 'android' | 'ios' | 'web') =>
    sortByAuthOrder(links, platform).map((link) => link.source);

  it('uses the platform order', () => {
    expect(sources('android')).toEqual(['google', 'vkontakte', 'facebook', 'apple']);
    expect(sources('ios')).toEqual(['apple', 'google', 'vkontakte', 'facebook']);
    expect(sources('web')).toEqual(['apple', 'google', 'facebook', 'vkontakte']);
  });

  it('does not reorder the input', () => {
    sortByAuthOrder(links, 'android');
    expect(links[0].source).toBe('apple');
  });
});

describe('externalAuthErrorMessage', () => {
  it('maps known codes to their keys and anything else to unknown_error', () => {
    expect(externalAuthErrorMessage('login_no_link')).toEqual({
      key: 'externalAuth.errors.login_no_link',
    });
    expect(externalAuthErrorMessage('boom')).toEqual({ key: 'externalAuth.errors.unknown_error' });
    expect(externalAuthErrorMessage(null)).toEqual({ key: 'externalAuth.errors.unknown_error' });
  });
});
