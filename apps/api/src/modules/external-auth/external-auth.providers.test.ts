import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { enabledProviders, providerSettings, readProfile } from './external-auth.providers';

describe('provider settings', () => {
  it('a provider is on with a client id and either an issuer or OAuth 2 endpoints', () => {
    const config = loadConfig({
      OAUTH_APPLE_ISSUER: 'https://appleid.apple.com',
      OAUTH_APPLE_CLIENT_ID: 'apple-client',
      OAUTH_VKONTAKTE_AUTHORIZATION_URL: 'https://id.vk.com/authorize',
      OAUTH_VKONTAKTE_TOKEN_URL: 'https://id.vk.com/oauth2/auth',
      OAUTH_VKONTAKTE_CLIENT_ID: 'vk-client',
      // No client id: off, whatever else is set.
      OAUTH_GOOGLE_ISSUER: 'https://accounts.google.com',
    });
    expect(enabledProviders(config)).toEqual(['apple', 'vkontakte']);
    const settings = providerSettings(config);
    expect(settings.get('apple')).toMatchObject({
      endpoints: { kind: 'oidc' },
      authorizationParams: { response_mode: 'form_post' },
    });
    expect(settings.get('vkontakte')).toMatchObject({
      endpoints: { kind: 'oauth2', userinfo: undefined },
      authorizationParams: {},
    });
  });

  it('a client id without endpoints stops the start-up with the variables to set', () => {
    const config = loadConfig({
      OAUTH_FACEBOOK_CLIENT_ID: 'fb-client',
      OAUTH_FACEBOOK_AUTHORIZATION_URL: 'https://www.facebook.com/dialog/oauth',
    });
    expect(() => providerSettings(config)).toThrow(
      'OAUTH_FACEBOOK_CLIENT_ID is set but neither OAUTH_FACEBOOK_ISSUER nor both OAUTH_FACEBOOK_AUTHORIZATION_URL and OAUTH_FACEBOOK_TOKEN_URL are',
    );
  });
});

describe('readProfile', () => {
  it.each([
    ['OpenID claims', [{ sub: 'a1', email: 'a@x.test' }], { subject: 'a1', email: 'a@x.test' }],
    ['Facebook /me', [{ id: '1029', email: 'f@x.test' }], { subject: '1029', email: 'f@x.test' }],
    [
      'VK token response',
      [{ access_token: 't', user_id: 42 }],
      { subject: '42', email: undefined },
    ],
    [
      'VK ID user_info',
      [{ user: { user_id: '7', email: 'v@x.test' } }],
      { subject: '7', email: 'v@x.test' },
    ],
    [
      'VK users.get',
      [{ response: [{ id: 9 }] }, { email: 'v@x.test' }],
      { subject: '9', email: 'v@x.test' },
    ],
    [
      'no account id',
      [{ keys: [] }, { access_token: 't' }],
      { subject: undefined, email: undefined },
    ],
    ['empty id', [{ sub: '', email: '' }], { subject: undefined, email: undefined }],
  ])('%s', (_, answers, profile) => {
    expect(readProfile(...answers)).toEqual(profile);
  });
});
