/** Signing in with another service (Apple, Google, Facebook, VK). */

export const EXTERNAL_AUTH_SOURCES = ['apple', 'google', 'facebook', 'vkontakte'] as const;
export type ExternalAuthSource = (typeof EXTERNAL_AUTH_SOURCES)[number];
export const PLATFORMS = ['android', 'ios', 'web'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Button order per platform. Web is our choice: the login-screen order of the spec. */
export const EXTERNAL_AUTH_ORDER: Readonly<Record<Platform, readonly ExternalAuthSource[]>> = {
  android: ['google', 'vkontakte', 'facebook', 'apple'],
  ios: ['apple', 'google', 'vkontakte', 'facebook'],
  web: ['apple', 'google', 'facebook', 'vkontakte'],
};

export const EXTERNAL_AUTH_ERROR_CODES = [
  'common_no_social_id',
  'login_no_link',
  'login_no_user_from_link',
  'link_user_unauthorised',
  'link_social_id_already_taken',
  'unknown_error',
] as const;

export type ExternalAuthErrorCode = (typeof EXTERNAL_AUTH_ERROR_CODES)[number];

/** The errorCode query parameter comes from outside, so anything unknown becomes unknown_error. */
export function toExternalAuthErrorCode(code: unknown): ExternalAuthErrorCode {
  return EXTERNAL_AUTH_ERROR_CODES.find((known) => known === code) ?? 'unknown_error';
}
