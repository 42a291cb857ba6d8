import {
  birthdayErrorMessage,
  birthdayToIso,
  checkBirthday,
  isoToBirthday,
} from '@platform/domain/birthday';
import { normalizeEmail } from '@platform/domain/email';
import {
  checkInstagram,
  instagramErrorMessage,
  normalizeInstagram,
} from '@platform/domain/instagram';
import type { Message } from '@platform/domain/message';
import { checkPhone, phoneErrorMessage } from '@platform/domain/phone';
import type { RegisterOptions } from 'react-hook-form';
import type { ProfileFields } from '../../shared/account/update-profile';
import { emailRuleError, type Translate } from '../../shared/forms/field-rules';
import { type DateEntry, dayOfIso, isoOfDay } from '../../shared/i18n/date-entry';
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

/** The wire's DD.MM.YYYY birthday in the interface language's format; one that does not read
 * as a date is shown as it came, for the rule to point at. */
function birthdayEntryOf(wire: string, entry: DateEntry): string {
  const day = dayOfIso(birthdayToIso(wire) ?? '');
  return day === null ? wire : entry.textOf(day);
}

/** The typed birthday as the wire's DD.MM.YYYY ('' clears it); only a readable one is sent. */
function birthdayWireOf(text: string, entry: DateEntry): string {
  const day = entry.parse(text);
  if (typeof day === 'string') return text.trim();
  return isoToBirthday(isoOfDay(day)) ?? text;
}

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
 * and instagram their rules (empty is fine for those three). The birthday is first read in the
 * interface language's format (the date field's own messages), then held to the domain's rule.
 * The server checks the same rules.
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
      validate: (value) => {
        if (value.trim() === '') return true;
        const day = entry.parse(value);
        if (typeof day === 'string') return entry.problemText(day);
        return rule(
          (wire) => checkBirthday(wire),
          birthdayErrorMessage,
        )(birthdayWireOf(value, entry));
      },
    },
    instagram_id: {
      validate: rule((value) => checkInstagram(normalizeInstagram(value)), instagramErrorMessage),
    },
  };
}
