import { normalizeEmail } from '@platform/domain/email';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NAME_MAX } from '../../../shared/account/update-profile';
import { emailRuleError } from '../../../shared/forms/field-rules';
import { NewPasswordFields } from '../../../shared/forms/new-password-fields';
import { namesFields, showServerErrors } from '../../../shared/forms/server-errors';
import { Button } from '../../../shared/ui/button';
import { EmailField } from '../../../shared/ui/email-field';
import { TextField } from '../../../shared/ui/text-field';
import { useSignup } from '../api/signup';
import { useSignupEmailCheck } from '../api/validate-signup-email';
import { AccessScreen } from './access-screen';
import styles from './access-screen.module.css';

type SignupValues = { username: string; email: string; password: string; password_repeat: string };

const FIELDS = ['username', 'email', 'password', 'password_repeat'] as const;
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
        <EmailField
          label={t('access.signup.email')}
          error={errors.email?.message}
          {...register('email', {
            validate: (value) => emailRuleError(value, t) ?? true,
            onBlur: (event: { target: { value: string } }) =>
              void checkEmailOnBlur(event.target.value),
          })}
        />
        <NewPasswordFields register={register} errors={errors} />
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
