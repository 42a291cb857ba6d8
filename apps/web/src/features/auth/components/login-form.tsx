import { normalizeEmail } from '@platform/domain/email';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ApiError, fieldErrorText } from '../../../shared/api/api-error';
import { Button, buttonClassName } from '../../../shared/ui/button';
import { EmailField } from '../../../shared/ui/email-field';
import { PasswordField } from '../../../shared/ui/password-field';
import { useLogin } from '../api/login';
import { type LoginValues, loginRules } from '../login-rules';
import styles from './login-screen.module.css';

const FIELDS = ['email', 'password'] as const;

/** E-mail and password sign-in (spec: Login screen, section 5 login rules). */
export function LoginForm() {
  const { t } = useTranslation();
  const rules = useMemo(() => loginRules(t), [t]);
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    formState: { errors },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const login = useLogin();
  // Shown from the first time the server rejects the password on.
  const [passwordRejected, setPasswordRejected] = useState(false);

  const empty = email.trim() === '' || password === '';
  const hasErrors = Object.keys(errors).length > 0;
  const serverFields = login.error instanceof ApiError ? login.error.fieldErrors : {};
  const failedWithoutFields = login.isError && Object.keys(serverFields).length === 0;

  const submit = handleSubmit((values) =>
    login.mutate(
      { email: normalizeEmail(values.email), password: values.password },
      {
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : {};
          for (const field of FIELDS) {
            const message = fieldErrorText(fields, field);
            if (message !== undefined) setError(field, { type: 'server', message });
          }
          if (fields.password?.length) setPasswordRejected(true);
        },
      },
    ),
  );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        // Enter submits, but not while the button is disabled or errors are unresolved.
        if (empty || hasErrors || login.isPending) {
          event.preventDefault();
          return;
        }
        void submit(event);
      }}
    >
      <EmailField
        label={t('auth.login.email')}
        error={errors.email?.message}
        {...register('email', {
          ...rules.email,
          onBlur: (event: { target: { value: string } }) =>
            setValue('email', normalizeEmail(event.target.value)),
        })}
      />
      <PasswordField
        label={t('auth.login.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password', rules.password)}
      />
      {failedWithoutFields ? (
        <p className={styles.formError} role="alert">
          {t('auth.login.failed')}
        </p>
      ) : null}
      <Button type="submit" block disabled={empty || login.isPending}>
        {t('auth.login.submit')}
      </Button>
      {passwordRejected ? (
        <Link
          className={buttonClassName({ variant: 'secondary', block: true })}
          to={paths.accessRecovery.href({ email: normalizeEmail(email) })}
        >
          {t('auth.login.restorePassword')}
        </Link>
      ) : null}
      <div className={styles.links}>
        <Link to={paths.accessRecovery.href()}>{t('auth.login.forgotPassword')}</Link>
      </div>
    </form>
  );
}
