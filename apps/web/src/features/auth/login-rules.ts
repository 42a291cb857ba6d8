import { emailRuleError, type Translate } from '../../shared/forms/field-rules';

export type LoginValues = { email: string; password: string };
export type LoginField = keyof LoginValues;
export const LOGIN_FIELDS = ['email', 'password'] as const satisfies readonly LoginField[];

/**
 * The login rules of spec section 5, as the field's error text (null when it passes): e-mail
 * required and valid by the domain's detailed check (its first error shown), compared trimmed
 * and lowercased; password required. Plain functions, not react-hook-form or a schema library:
 * either would add kilobytes to the sign-in route for two fields.
 */
export function loginFieldError(field: LoginField, value: string, t: Translate): string | null {
  if (field === 'email') return emailRuleError(value, t);
  return value === '' ? t('validation.required') : null;
}
