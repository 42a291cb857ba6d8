import {
  birthdayErrorMessage,
  birthdayToIso,
  checkBirthday,
  isoToBirthday,
} from '@platform/domain/birthday';
import type { Translate } from '../forms/field-rules';
import { type DateEntry, dayOfIso, isoOfDay } from '../i18n/date-entry';

/**
 * The birthday as people type and read it, wherever it is asked (the profile form, the
 * onboarding chat): in the interface language's date format (date-entry.ts), while the wire's is
 * DD.MM.YYYY (spec section 5).
 */

/** The wire's DD.MM.YYYY birthday in the interface language's format; one that does not read
 * as a date is shown as it came, for the rule to point at. */
export function birthdayEntryOf(wire: string, entry: DateEntry): string {
  const day = dayOfIso(birthdayToIso(wire) ?? '');
  return day === null ? wire : entry.textOf(day);
}

/** The typed birthday as the wire's DD.MM.YYYY ('' clears it); only a readable one is sent. */
export function birthdayWireOf(text: string, entry: DateEntry): string {
  const day = entry.parse(text);
  if (typeof day === 'string') return text.trim();
  return isoToBirthday(isoOfDay(day)) ?? text;
}

/** Why a typed birthday is refused, or null: first read in the interface language's format (the
 * date field's own messages), then held to the domain's rule, which the server checks too. */
export function birthdayProblem(text: string, entry: DateEntry, t: Translate): string | null {
  const day = entry.parse(text);
  if (typeof day === 'string') return entry.problemText(day);
  const code = checkBirthday(birthdayWireOf(text, entry));
  if (code === null) return null;
  const { key, params } = birthdayErrorMessage(code);
  return t(key, params);
}
