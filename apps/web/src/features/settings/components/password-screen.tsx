import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdatePassword } from '../../../shared/account/update-password';
import { namesFields, showServerErrors } from '../../../shared/forms/server-errors';
import { Button } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { PasswordField } from '../../../shared/ui/password-field';
import { type PasswordChange, passwordRules } from '../password-rules';
import styles from './settings.module.css';

const FIELDS = ['current_password', 'password', 'password_repeat'] as const;
const EMPTY: PasswordChange = { current_password: '', password: '', password_repeat: '' };

/** /user/settings/password (userPassword): current, new and repeated password. */
export function PasswordScreen() {
  const { t } = useTranslation();
  const rules = useMemo(() => passwordRules(t), [t]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<PasswordChange>({ defaultValues: EMPTY });
  const update = useUpdatePassword();
  const unexplained = update.isError && !namesFields(update.error, FIELDS);

  const submit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => reset(EMPTY),
      onError: (error) => showServerErrors(error, FIELDS, setError),
    }),
  );

  return (
    <Page title={t('settings.password.title')} width="narrow">
      <form className={styles.form} noValidate onSubmit={submit}>
        <PasswordField
          label={t('settings.password.current')}
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password', rules.current_password)}
        />
        <PasswordField
          label={t('settings.password.new')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password', rules.password)}
        />
        <PasswordField
          label={t('settings.password.repeat')}
          autoComplete="new-password"
          error={errors.password_repeat?.message}
          {...register('password_repeat', rules.password_repeat)}
        />
        {unexplained ? (
          <p className={styles.error} role="alert">
            {t('settings.password.failed')}
          </p>
        ) : null}
        <p className={styles.success} role="status">
          {update.isSuccess && !isDirty ? t('settings.password.changed') : null}
        </p>
        <Button type="submit" block disabled={update.isPending}>
          {t('settings.password.submit')}
        </Button>
      </form>
    </Page>
  );
}
