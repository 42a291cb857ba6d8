import type { Message } from './message';

export const APP_ID_MAX = 128;
/** Our rule for device identifiers (the spec does not show one): what iOS, Android and web
 * generators produce (UUIDs, hex, base64url), and never an '@', so it cannot pass for an e-mail. */
const APP_ID_FORMAT = /^[A-Za-z0-9._:-]+$/;

export const APP_ID_ERROR_CODES = ['required', 'format'] as const;
export type AppIdErrorCode = (typeof APP_ID_ERROR_CODES)[number];

/** The app_id of a device sign-up: present, and 1..128 characters of the allowed set. */
export function checkAppId(appId: string): AppIdErrorCode | null {
  if (appId === '') return 'required';
  return appId.length <= APP_ID_MAX && APP_ID_FORMAT.test(appId) ? null : 'format';
}

export function appIdErrorMessage(code: AppIdErrorCode): Message {
  return code === 'required'
    ? { key: 'validation.required' }
    : { key: 'validation.appId.format', params: { max: APP_ID_MAX } };
}
