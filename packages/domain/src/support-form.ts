import { SUPPORT_MESSAGE_MAX } from './constants/support';
import { checkEmail, normalizeEmail } from './email';
import type { Message } from './message';

export { SUPPORT_MESSAGE_MAX };

export type SupportFormValues = { email: string; name: string; message: string };
export type SupportFormField = keyof SupportFormValues;

export const SUPPORT_FORM_ERROR_CODES = [
  'emailRequired',
  'emailInvalid',
  'nameRequired',
  'messageRequired',
  'messageTooLong',
] as const;
export type SupportFormErrorCode = (typeof SUPPORT_FORM_ERROR_CODES)[number];

/** Every field is present; an empty list means the field is fine. */
export type SupportFormErrors = Record<SupportFormField, SupportFormErrorCode[]>;

/**
 * Rules of the anonymous support form. Whitespace-only counts as empty; the e-mail is checked
 * normalized (trimmed, lowercased); the message length is the raw length the counter shows.
 */
export function checkSupportForm(values: SupportFormValues): SupportFormErrors {
  return {
    email: emailErrors(values.email),
    name: isBlank(values.name) ? ['nameRequired'] : [],
    message: messageErrors(values.message),
  };
}

export function isSupportFormValid(errors: SupportFormErrors): boolean {
  return Object.values(errors).every((codes) => codes.length === 0);
}

/** The send button: all three fields filled and no request in flight. */
export function canSendSupportForm(values: SupportFormValues, sending: boolean): boolean {
  return !sending && !isBlank(values.email) && !isBlank(values.name) && !isBlank(values.message);
}

export function supportFormErrorMessage(code: SupportFormErrorCode): Message {
  const key = `supportForm.errors.${code}`;
  return code === 'messageTooLong' ? { key, params: { max: SUPPORT_MESSAGE_MAX } } : { key };
}

function emailErrors(email: string): SupportFormErrorCode[] {
  if (isBlank(email)) return ['emailRequired'];
  return checkEmail(normalizeEmail(email)).valid ? [] : ['emailInvalid'];
}

function messageErrors(message: string): SupportFormErrorCode[] {
  if (isBlank(message)) return ['messageRequired'];
  return message.length > SUPPORT_MESSAGE_MAX ? ['messageTooLong'] : [];
}

function isBlank(value: string): boolean {
  return value.trim() === '';
}
