import { emailErrorMessage, emailRfcError, normalizeEmail } from '@platform/domain/email';
import type { Message } from '@platform/domain/message';
import {
  checkPassword,
  checkPasswordConfirmation,
  passwordErrorMessage,
} from '@platform/domain/password';

export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

const say = (t: Translate, { key, params }: Message) => t(key, params);

/**
 * The form rules of spec section 5 that several areas' forms share, as texts: null when the
 * value passes. Plain functions rather than a schema library, so that they plug into
 * react-hook-form's `validate` and the onboarding chat alike at no cost in kilobytes.
 */

/** emailRfc: the first error of the domain's detailed check, on the trimmed, lowercased value. */
export function emailRuleError(value: string, t: Translate): string | null {
  const code = emailRfcError(normalizeEmail(value));
  return code === null ? null : say(t, emailErrorMessage(code));
}

/** A new password: 8..128 characters (counted as the user sees them). */
export function newPasswordError(value: string, t: Translate): string | null {
  const code = checkPassword(value);
  return code === null ? null : say(t, passwordErrorMessage(code));
}

/** confirmed: 'Passwords must be identical.' */
export function passwordRepeatError(password: string, repeat: string, t: Translate): string | null {
  const code = checkPasswordConfirmation(password, repeat);
  return code === null ? null : say(t, passwordErrorMessage(code));
}
