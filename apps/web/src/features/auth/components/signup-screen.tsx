import { PASSWORD_MAX, PASSWORD_MIN } from '@platform/domain/constants';
import { normalizeEmail } from '@platform/domain/email';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  emailRuleError,
  newPasswordError,
  passwordRepeatError,
} from '../../../shared/forms/field-rules';
import { namesFields, showServerErrors } from '../../../shared/forms/server-errors';
import { Button } from '../../../shared/ui/button';
import { PasswordField } from '../../../shared/ui/password-field';
import { TextField } from '../../../shared/ui/text-field';
import { useSignup } from '../api/signup';
import { useSignupEmailCheck } from '../api/validate-signup-email';
import { AccessScreen } from './access-screen';
import styles from './access-screen.module.css';

type SignupValues = { username: string; email: string; password: string; password_repeat: string };

const FIELDS = ['username', 'email', 'password', 'password_repeat'] as const;
/** The profile's limit for names (POST /user). */
const NAME_MAX = 100;

function browserTimezone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/** Registration by e-mail (spec: /signup; the route exists only when the brand enables it). */
export function SignupScreen() {
  const { t } = useTranslation();
  const signup = useSignup();
  const checkEmail = useSignupEmailCheck();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<SignupValues>({
    mode: 'onTouched',
    defaultValues: { username: '', email: '', password: '', password_repeat: '' },
  });

  /** Leaving the e-mail field asks the server whether the address is still free. */
  async function checkEmailOnBlur(value: string) {
    const email = normalizeEmail(value);
    setValue('email', email);
    if (email === '' || emailRuleError(email, t) !== null) return;
    const problem = await checkEmail(email);
    // The answer is about the address it was asked for, which the user may have changed since.
    if (problem !== null && getValues('email') === email) {
      setError('email', { type: 'server', message: problem });
    }
  }

  const submit = handleSubmit((values) =>
    signup.mutate(
      {
        username: values.username.trim(),
        email: normalizeEmail(values.email),
        password: values.password,
        password_repeat: values.password_repeat,
        timezone: browserTimezone(),
      },
      { onError: (error) => showServerErrors(error, FIELDS, setError) },
    ),
  );

  return (
    <AccessScreen title={t('access.signup.title')}>
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextField
          label={t('access.signup.firstName')}
          autoComplete="given-name"
          maxLength={NAME_MAX}
          error={errors.username?.message}
          {...register('username', {
            validate: (value) => value.trim() !== '' || t('validation.required'),
          })}
        />
        <TextField
          label={t('access.signup.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email', {
            validate: (value) => emailRuleError(value, t) ?? true,
            onBlur: (event: { target: { value: string } }) =>
              void checkEmailOnBlur(event.target.value),
          })}
        />
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
        {signup.isError && !namesFields(signup.error, FIELDS) ? (
          <p className={styles.formError} role="alert">
            {t('access.signup.failed')}
          </p>
        ) : null}
        <Button type="submit" block disabled={signup.isPending}>
          {t('access.signup.submit')}
        </Button>
      </form>
    </AccessScreen>
  );
}
