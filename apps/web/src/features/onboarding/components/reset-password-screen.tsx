import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type PasswordBody, useUpdatePassword } from '../../../shared/account/update-password';
import { NewPasswordFields } from '../../../shared/forms/new-password-fields';
import { namesFields, showServerErrors } from '../../../shared/forms/server-errors';
import { Button } from '../../../shared/ui/button';
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
  } = useForm<PasswordBody>({ defaultValues: { password: '', password_repeat: '' } });

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
        <NewPasswordFields register={register} errors={errors} />
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
