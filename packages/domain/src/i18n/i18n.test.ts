import { describe, expect, it } from 'vitest';
import { APP_ID_ERROR_CODES, appIdErrorMessage } from '../app-id';
import { BIRTHDAY_ERROR_CODES, birthdayErrorMessage } from '../birthday';
import { EXTERNAL_AUTH_ERROR_CODES } from '../constants/external-auth';
import {
  EMAIL_ERROR_CODES,
  EMAIL_WARNING_CODES,
  emailErrorMessage,
  emailWarningMessage,
} from '../email';
import { externalAuthErrorMessage } from '../external-auth';
import { INSTAGRAM_ERROR_CODES, instagramErrorMessage } from '../instagram';
import { lookup, type Message, placeholdersOf, type TranslationTree } from '../message';
import { PASSWORD_ERROR_CODES, passwordErrorMessage } from '../password';
import { PHONE_ERROR_CODES, phoneErrorMessage } from '../phone';
import { SUPPORT_FORM_ERROR_CODES, supportFormErrorMessage } from '../support-form';
import { en } from './en';
import { es } from './es';
import { ru } from './ru';

const languages: ReadonlyArray<readonly [string, TranslationTree]> = [
  ['ru', ru],
  ['en', en],
  ['es', es],
];

/** Every leaf as [dotted key, text]; non-string leaves are reported as-is so the test fails. */
function leaves(tree: TranslationTree, prefix = ''): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, unknown]> => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    return typeof value === 'object' && value !== null ? leaves(value, path) : [[path, value]];
  });
}

const sourceKeys = leaves(ru).map(([key]) => key);

/** Every message a rule module can produce, for every code it exports. */
const ruleMessages: ReadonlyArray<readonly [string, Message]> = [
  ...EMAIL_ERROR_CODES.map((code) => [`email ${code}`, emailErrorMessage(code)] as const),
  ...EMAIL_WARNING_CODES.map(
    (code) => [`email warning ${code}`, emailWarningMessage(code)] as const,
  ),
  ...INSTAGRAM_ERROR_CODES.map(
    (code) => [`instagram ${code}`, instagramErrorMessage(code)] as const,
  ),
  ...BIRTHDAY_ERROR_CODES.map((code) => [`birthday ${code}`, birthdayErrorMessage(code)] as const),
  ...PASSWORD_ERROR_CODES.map((code) => [`password ${code}`, passwordErrorMessage(code)] as const),
  ...SUPPORT_FORM_ERROR_CODES.map(
    (code) => [`support form ${code}`, supportFormErrorMessage(code)] as const,
  ),
  ...PHONE_ERROR_CODES.map((code) => [`phone ${code}`, phoneErrorMessage(code)] as const),
  ...APP_ID_ERROR_CODES.map((code) => [`app id ${code}`, appIdErrorMessage(code)] as const),
  ...EXTERNAL_AUTH_ERROR_CODES.map(
    (code) => [`external auth ${code}`, externalAuthErrorMessage(code)] as const,
  ),
];

describe.each(languages)('%s resources', (_, tree) => {
  it('have exactly the keys of ru', () => {
    expect(
      leaves(tree)
        .map(([key]) => key)
        .sort(),
    ).toEqual([...sourceKeys].sort());
  });

  it('have a non-empty, trimmed text for every key', () => {
    for (const [key, text] of leaves(tree)) {
      expect(typeof text, key).toBe('string');
      expect(String(text).trim(), key).toBe(text);
      expect(text, key).not.toBe('');
    }
  });

  it('use the same placeholders as ru', () => {
    for (const key of sourceKeys) {
      const own = placeholdersOf(lookup(tree, key) ?? '').sort();
      expect(own, key).toEqual(placeholdersOf(lookup(ru, key) ?? '').sort());
    }
  });

  it.each(ruleMessages)('translate %s with exactly the given params', (_, message) => {
    const text = lookup(tree, message.key);
    expect(text, message.key).toBeTypeOf('string');
    expect(placeholdersOf(text ?? '').sort()).toEqual(Object.keys(message.params ?? {}).sort());
  });
});

describe('generic form rule messages', () => {
  it('interpolate the limit of validation.maxLength', () => {
    for (const [, tree] of languages) {
      expect(placeholdersOf(lookup(tree, 'validation.maxLength') ?? '')).toEqual(['max']);
    }
  });

  it('keep the spec wording for the password confirmation', () => {
    expect(lookup(en, 'validation.password.notIdentical')).toBe('Passwords must be identical.');
  });
});
