import { INSTAGRAM_MAX } from './constants/profile';
import type { Message } from './message';

export const INSTAGRAM_ERROR_CODES = [
  'dotEdge',
  'doubleDot',
  'onlyEnglish',
  'tooLong',
  'sample',
] as const;
export type InstagramErrorCode = (typeof INSTAGRAM_ERROR_CODES)[number];

/**
 * The example name shown as the field's placeholder. People who copy it verbatim have not given
 * their own account, so it is rejected. Compared case-insensitively, as Instagram names are.
 */
export const INSTAGRAM_SAMPLE_NAME = 'your_instagram';

// Edge dots and double dots are reported first, so only the character set is left to check.
const ALLOWED_CHARS = /^[A-Za-z0-9_.]+$/;

/** The 'instagram' form rule. Empty is fine: whether the field is required is another rule. */
export function checkInstagram(name: string): InstagramErrorCode | null {
  if (name === '') return null;
  if (name.startsWith('.') || name.endsWith('.')) return 'dotEdge';
  if (name.includes('..')) return 'doubleDot';
  // Characters before length: a long name in the wrong alphabet needs the alphabet hint first.
  if (!ALLOWED_CHARS.test(name)) return 'onlyEnglish';
  if (name.length > INSTAGRAM_MAX) return 'tooLong';
  if (name.toLowerCase() === INSTAGRAM_SAMPLE_NAME) return 'sample';
  return null;
}

/** People often paste '@name' or add spaces; neither is part of the name. */
export function normalizeInstagram(name: string): string {
  return name.trim().replace(/^@/, '').toLowerCase();
}

export function instagramErrorMessage(code: InstagramErrorCode): Message {
  const key = `validation.instagram.${code}`;
  return code === 'tooLong' ? { key, params: { max: INSTAGRAM_MAX } } : { key };
}
