import { describe, expect, it } from 'vitest';
import { APP_ID_MAX, appIdErrorMessage, checkAppId } from './app-id';

describe('checkAppId', () => {
  it('requires a value', () => {
    expect(checkAppId('')).toBe('required');
  });

  it.each([
    'device-1',
    '3F2504E0-4F89-11D3-9A0C-0305E82C3301',
    'a1b2c3d4e5f6',
    'dGVzdA_-x',
    'com.example.app:42',
    'x',
  ])('accepts the identifier %s', (appId) => {
    expect(checkAppId(appId)).toBeNull();
  });

  it.each(['has spaces', 'user@example.com', 'slash/ed', 'плюс', 'tab\tbed'])(
    'rejects %j with format',
    (appId) => {
      expect(checkAppId(appId)).toBe('format');
    },
  );

  it('allows 128 characters and rejects 129', () => {
    expect(checkAppId('a'.repeat(APP_ID_MAX))).toBeNull();
    expect(checkAppId('a'.repeat(APP_ID_MAX + 1))).toBe('format');
  });
});

describe('appIdErrorMessage', () => {
  it('names the limit in the format message and uses the generic required text', () => {
    expect(appIdErrorMessage('format')).toEqual({
      key: 'validation.appId.format',
      params: { max: 128 },
    });
    expect(appIdErrorMessage('required')).toEqual({ key: 'validation.required' });
  });
});
