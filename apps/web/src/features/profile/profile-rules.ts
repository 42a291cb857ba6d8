import { normalizeEmail } from '@platform/domain/email';
import {
  checkInstagram,
  instagramErrorMessage,
  normalizeInstagram,
} from '@platform/domain/instagram';
import type { Message } from '@platform/domain/message';
import { checkPhone, phoneErrorMessage } from '@platform/domain/phone';
import type { RegisterOptions } from 'react-hook-form';
import {
  birthdayEntryOf,
  birthdayProblem,
  birthdayWireOf,
} from '../../shared/account/birthday-entry';
import type { ProfileFields } from '../../shared/account/update-profile';
import { emailRuleError, type Translate } from '../../shared/forms/field-rules';
import type { DateEntry } from '../../shared/i18n/date-entry';
import type { User } from '../../shared/session/current-user';

/** The edit form's fields carry the server's names, so its field errors land where they belong;
 * the birthday is as typed in the interface language's format (the wire's is DD.MM.YYYY). */
export type ProfileValues = {
  name: string;
  last_name: string;
  email: string;
  city: string;
  gender: '' | 'M' | 'F';
  phone: string;
  birthday: string;
  instagram_id: string;
};

export function profileValuesOf(user: User, entry: DateEntry): ProfileValues {
  return {
    name: user.name ?? '',
    last_name: user.last_name ?? '',
    email: user.email ?? '',
    city: user.city ?? '',
    gender: user.gender ?? '',
    phone: user.phone ?? '',
    birthday: birthdayEntryOf(user.birthday ?? '', entry),
    instagram_id: user.instagram_id ?? '',
  };
}

/** The edit form sends every field of ProfileValues. */
type ProfileBody = Required<Omit<ProfileFields, 'status'>>;

/** Every field is sent, '' clearing it; e-mail and instagram as the server compares them. */
export function profileBodyOf(values: ProfileValues, entry: DateEntry): ProfileBody {
  return {
    ...values,
    name: values.name.trim(),
    last_name: values.last_name.trim(),
    city: values.city.trim(),
    email: normalizeEmail(values.email),
    phone: values.phone.trim(),
    birthday: birthdayWireOf(values.birthday, entry),
    instagram_id: normalizeInstagram(values.instagram_id),
  };
}

/**
 * The profile rules of spec section 5, each the domain's own check worded by its message: the
 * name is required, the e-mail passes the detailed check (first error shown), phone, birthday
 * and instagram their rules (empty is fine for those three), the birthday as birthday-entry.ts
 * reads it. The server checks the same rules.
 */
export function profileRules(
  t: Translate,
  entry: DateEntry,
): {
  [Field in keyof ProfileValues]?: RegisterOptions<ProfileValues, Field>;
} {
  const text = ({ key, params }: Message) => t(key, params);
  const rule =
    <Code>(check: (value: string) => Code | null, message: (code: Code) => Message) =>
    (value: string) => {
      const code = check(value);
      return code === null || text(message(code));
    };
  return {
    name: { validate: (value) => value.trim() !== '' || t('validation.required') },
    email: { validate: (value) => emailRuleError(value, t) ?? true },
    phone: { validate: rule(checkPhone, phoneErrorMessage) },
    birthday: {
      validate: (value) => value.trim() === '' || (birthdayProblem(value, entry, t) ?? true),
    },
    instagram_id: {
      validate: rule((value) => checkInstagram(normalizeInstagram(value)), instagramErrorMessage),
    },
  };
}
