import { PASSWORD_MAX, PASSWORD_MIN } from '@platform/domain/constants/auth';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../ui/password-field';
import { newPasswordError, passwordRepeatError } from './field-rules';

export type NewPasswordValues = { password: string; password_repeat: string };

/** The new password and its repeat, with the rules of spec section 5, as registration, access
 * recovery and the forced password change ask for them. */
export function NewPasswordFields<Values extends NewPasswordValues>(form: {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}) {
  const { t } = useTranslation();
  // Values has both fields, but react-hook-form cannot see paths through a type parameter.
  const { register, errors } = form as unknown as {
    register: UseFormRegister<NewPasswordValues>;
    errors: FieldErrors<NewPasswordValues>;
  };
  return (
    <>
      <PasswordField
        label={t('access.password.new')}
        autoComplete="new-password"
        hint={t('access.password.hint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        error={errors.password?.message}
        {...register('password', { validate: (value) => newPasswordError(value, t) ?? true })}
      />
      <PasswordField
        label={t('access.password.repeat')}
        autoComplete="new-password"
        error={errors.password_repeat?.message}
        {...register('password_repeat', {
          validate: (value, values) => passwordRepeatError(values.password, value, t) ?? true,
        })}
      />
    </>
  );
}
