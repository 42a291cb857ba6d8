import { PASSWORD_MAX, PASSWORD_MIN } from '@platform/domain/constants';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newPasswordError, passwordRepeatError } from '../../../shared/forms/field-rules';
import { namesFields, showServerErrors } from '../../../shared/forms/server-errors';
import { Button } from '../../../shared/ui/button';
import { PasswordField } from '../../../shared/ui/password-field';
import { type NewPasswordBody, useUpdatePassword } from '../api/update-password';
import { ForcedStep } from './forced-step';
import styles from './forced-step.module.css';
import { useContinue } from './use-continue';

const FIELDS = ['password', 'password_repeat'] as const;

/** The forced password change (spec: resetPassword, for requiredUpdatePassword users). */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const update = useUpdatePassword();
  const proceed = useContinue();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPasswordBody>({ defaultValues: { password: '', password_repeat: '' } });

  const submit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: proceed,
      onError: (error) => showServerErrors(error, FIELDS, setError),
    }),
  );

  return (
    <ForcedStep title={t('onboarding.updatePassword.title')}>
      <form className={styles.form} noValidate onSubmit={submit}>
        <p className={styles.text}>{t('onboarding.updatePassword.text')}</p>
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
        {update.isError && !namesFields(update.error, FIELDS) ? (
          <p className={styles.formError} role="alert">
            {t('onboarding.updatePassword.failed')}
          </p>
        ) : null}
        <Button type="submit" block disabled={update.isPending}>
          {t('onboarding.updatePassword.submit')}
        </Button>
      </form>
    </ForcedStep>
  );
}
