import type { RegisterOptions } from 'react-hook-form';
import type { PasswordBody } from '../../shared/account/update-password';
import {
  newPasswordError,
  passwordRepeatError,
  type Translate,
} from '../../shared/forms/field-rules';

/** The settings form always asks for the current password. */
export type PasswordChange = Required<PasswordBody>;

/** The password change: the current password is required, the new one passes the domain's
 * length rule and the repeat must equal it ('confirmed', spec section 5). */
export function passwordRules(t: Translate): {
  [Field in keyof PasswordChange]: RegisterOptions<PasswordChange, Field>;
} {
  return {
    current_password: { required: t('validation.required') },
    password: { validate: (value) => newPasswordError(value, t) ?? true },
    password_repeat: {
      validate: (value, values) => passwordRepeatError(values.password, value, t) ?? true,
    },
  };
}
