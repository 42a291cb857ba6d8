import { PHONE_DIGITS_MAX, PHONE_DIGITS_MIN } from './constants/profile';
import type { Message } from './message';

export const PHONE_ERROR_CODES = ['invalidFormat'] as const;
export type PhoneErrorCode = (typeof PHONE_ERROR_CODES)[number];

const SEPARATORS = /[\s()-]/g;
const NON_DIGITS = /\D/g;
/**
 * The spec leaves the format open. We accept E.164 after separators are removed: '+', a non-zero
 * first digit, 10–15 digits in all. The plus is required so the country is never guessed.
 */
const INTERNATIONAL_PHONE = new RegExp(
  `^\\+[1-9]\\d{${PHONE_DIGITS_MIN - 1},${PHONE_DIGITS_MAX - 1}}$`,
);

/** Drops spaces, dashes and parentheses: '+7 (900) 123-45-67' → '+79001234567'. */
export function normalizePhone(input: string): string {
  return input.replace(SEPARATORS, '');
}

/** Empty is fine: whether the field is required is another rule. */
export function checkPhone(input: string): PhoneErrorCode | null {
  const phone = normalizePhone(input);
  if (phone === '') return null;
  return INTERNATIONAL_PHONE.test(phone) ? null : 'invalidFormat';
}

/**
 * Support numbers are configured loosely: a leading 8 is the Russian trunk prefix and becomes +7,
 * anything else (7… included) just gets the plus. Null when there are no digits at all.
 */
export function toInternationalPhone(phone: string): string | null {
  const digits = internationalDigits(phone);
  return digits === null ? null : `+${digits}`;
}

/**
 * wa.me is WhatsApp's official click-to-chat link: it opens the app on phones and WhatsApp Web
 * elsewhere, with no app-specific scheme. It takes the international number as digits only.
 */
export function whatsAppLink(phone: string): string | null {
  const digits = internationalDigits(phone);
  return digits === null ? null : `https://wa.me/${digits}`;
}

export function phoneErrorMessage(code: PhoneErrorCode): Message {
  return { key: `phone.${code}` };
}

function internationalDigits(phone: string): string | null {
  const digits = phone.replace(NON_DIGITS, '');
  if (digits === '') return null;
  return digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
}
