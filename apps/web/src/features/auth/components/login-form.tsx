import { normalizeEmail } from '@platform/domain/email';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, fieldErrorText } from '../../../shared/api/api-error';
import { paths } from '../../../shared/routing/paths';
import { Button, buttonClassName } from '../../../shared/ui/button';
import { EmailField } from '../../../shared/ui/email-field';
import { PasswordField } from '../../../shared/ui/password-field';
import { useLogin } from '../api/login';
import { LOGIN_FIELDS, type LoginField, type LoginValues, loginFieldError } from '../login-rules';
import styles from './login-screen.module.css';

type FieldErrors = Partial<Record<LoginField, string | null>>;

/** E-mail and password sign-in (spec: Login screen, section 5 login rules). A small controlled
 * form rather than react-hook-form, which would be the biggest part of the sign-in route. */
export function LoginForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  // After the first submit each change checks its field again, which also clears a server error.
  const [submitted, setSubmitted] = useState(false);
  const inputs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const login = useLogin();
  // Shown from the first time the server rejects the password on.
  const [passwordRejected, setPasswordRejected] = useState(false);

  const empty = values.email.trim() === '' || values.password === '';
  const hasErrors = LOGIN_FIELDS.some((field) => errors[field]);
  const serverFields = login.error instanceof ApiError ? login.error.fieldErrors : {};
  const failedWithoutFields = login.isError && Object.keys(serverFields).length === 0;

  function change(field: LoginField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (submitted)
      setErrors((current) => ({ ...current, [field]: loginFieldError(field, value, t) }));
  }

  function submit() {
    setSubmitted(true);
    const found: FieldErrors = {};
    for (const field of LOGIN_FIELDS) found[field] = loginFieldError(field, values[field], t);
    setErrors(found);
    const invalid = LOGIN_FIELDS.find((field) => found[field]);
    if (invalid) {
      inputs[invalid].current?.focus();
      return;
    }
    login.mutate(
      { email: normalizeEmail(values.email), password: values.password },
      {
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : {};
          const server: FieldErrors = {};
          for (const field of LOGIN_FIELDS) {
            const message = fieldErrorText(fields, field);
            if (message !== undefined) server[field] = message;
          }
          setErrors((current) => ({ ...current, ...server }));
          if (fields.password?.length) setPasswordRejected(true);
        },
      },
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Enter submits, but not while the button is disabled or errors are unresolved.
        if (!empty && !hasErrors && !login.isPending) submit();
      }}
    >
      <EmailField
        ref={inputs.email}
        name="email"
        label={t('auth.login.email')}
        error={errors.email ?? undefined}
        value={values.email}
        onChange={(event) => change('email', event.target.value)}
        // Shows the value that will be sent; the field's error stays as it is.
        onBlur={(event) => {
          const email = normalizeEmail(event.target.value);
          setValues((current) => ({ ...current, email }));
        }}
      />
      <PasswordField
        ref={inputs.password}
        name="password"
        label={t('auth.login.password')}
        autoComplete="current-password"
        error={errors.password ?? undefined}
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
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
          to={paths.accessRecovery.href({ email: normalizeEmail(values.email) })}
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
