import type { RegisterOptions } from 'react-hook-form';
import { emailRuleError, type Translate } from '../../shared/forms/field-rules';

export type LoginValues = { email: string; password: string };

/**
 * The login rules of spec section 5: e-mail required and valid by the domain's detailed check
 * (its first error shown), compared trimmed and lowercased; password required. Plain
 * react-hook-form rules: a schema library would add kilobytes to the sign-in route for two
 * fields whose rules already live in @platform/domain.
 */
export function loginRules(t: Translate): {
  [Field in keyof LoginValues]: RegisterOptions<LoginValues, Field>;
} {
  return {
    email: { validate: (value) => emailRuleError(value, t) ?? true },
    password: { required: t('validation.required') },
  };
}
