import { PASSWORD_MAX, PASSWORD_MIN } from './constants/auth';
import type { Message } from './message';

export { PASSWORD_MAX, PASSWORD_MIN };

export const PASSWORD_ERROR_CODES = ['tooShort', 'tooLong', 'notIdentical'] as const;
export type PasswordErrorCode = (typeof PASSWORD_ERROR_CODES)[number];

/**
 * Length in code points, so an emoji counts as one character, as the user sees it.
 * An empty password is simply too short.
 */
export function checkPassword(password: string): 'tooShort' | 'tooLong' | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return 'tooShort';
  if (length > PASSWORD_MAX) return 'tooLong';
  return null;
}

/** The 'confirmed' rule for the repeated password. */
export function checkPasswordConfirmation(password: string, repeat: string): 'notIdentical' | null {
  return password === repeat ? null : 'notIdentical';
}

export function passwordErrorMessage(code: PasswordErrorCode): Message {
  const key = `validation.password.${code}`;
  if (code === 'tooShort') return { key, params: { min: PASSWORD_MIN } };
  if (code === 'tooLong') return { key, params: { max: PASSWORD_MAX } };
  return { key };
}
