import { OTP_LENGTH } from '@platform/domain/constants/auth';
import { normalizeEmail } from '@platform/domain/email';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText, refusalText } from '../../../shared/api/api-error';
import { emailRuleError } from '../../../shared/forms/field-rules';
import { NewPasswordFields } from '../../../shared/forms/new-password-fields';
import { namesFields, showServerErrors } from '../../../shared/forms/server-errors';
import { Button } from '../../../shared/ui/button';
import { CodeField, isCompleteCode } from '../../../shared/ui/code-field';
import { EmailField } from '../../../shared/ui/email-field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { type ResetPasswordBody, useResetPassword } from '../api/reset-password';
import { AccessScreen } from './access-screen';
import styles from './access-screen.module.css';

/** What proves the right to a new password: the mailed link's token, or the address whose
 * mailed code the user types in. */
type Proof = { token: string } | { email: string };
type NewPasswordValues = { code: string; password: string; password_repeat: string };

const PASSWORD_FIELDS = ['code', 'password', 'password_repeat'] as const;

/**
 * Access recovery (spec: accessRecovery). The mailed link (`/reset-password?token=…`) opens the
 * new-password form directly; otherwise the user asks for the mail and then types its code
 * here. Success signs the user in, and the guest guard takes them on.
 */
export function AccessRecoveryScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The link's token is a key to the account: kept in memory, not left in the address bar
  // (history, screenshots, Referer).
  const [token, setToken] = useState(() => params.get('token'));
  const [email] = useState(() => params.get('email') ?? '');
  useEffect(() => {
    if (!params.has('token') && !params.has('email')) return;
    const rest = new URLSearchParams(params);
    rest.delete('token');
    rest.delete('email');
    setParams(rest, { replace: true });
  }, [params, setParams]);

  return (
    <AccessScreen title={t('access.recovery.title')}>
      {token ? (
        <>
          <p className={styles.text}>{t('access.recovery.linkIntro')}</p>
          <NewPasswordForm proof={{ token }} onRestart={() => setToken(null)} />
        </>
      ) : (
        <ResetByCode initialEmail={email} />
      )}
    </AccessScreen>
  );
}

/** Ask for the mail, then complete the reset with its code. */
function ResetByCode({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: initialEmail } });

  if (sentTo !== null) {
    return (
      <>
        {/* The same words whatever the address: nobody learns whether it has an account. */}
        <p className={styles.notice} role="status">
          {t('access.recovery.sent', { email: sentTo })}
        </p>
        <NewPasswordForm proof={{ email: sentTo }} onRestart={() => setSentTo(null)} />
      </>
    );
  }

  const submit = handleSubmit((values) => {
    const email = normalizeEmail(values.email);
    request.mutate(email, {
      onSuccess: () => setSentTo(email),
      onError: (error) => showServerErrors(error, ['email'], setError),
    });
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.text}>{t('access.recovery.intro')}</p>
      <EmailField
        label={t('access.recovery.email')}
        error={errors.email?.message}
        {...register('email', {
          validate: (value) => emailRuleError(value, t) ?? true,
          onBlur: (event: { target: { value: string } }) =>
            setValue('email', normalizeEmail(event.target.value)),
        })}
      />
      {request.isError && !namesFields(request.error, ['email']) ? (
        <p className={styles.formError} role="alert">
          {errorText(request.error, t)}
        </p>
      ) : null}
      <Button type="submit" block disabled={request.isPending}>
        {t('access.recovery.send')}
      </Button>
    </form>
  );
}

/** The new password (and, without the link, the mailed code). `onRestart` goes back to asking
 * for a new mail: offered always after a code, and after a refused link. */
function NewPasswordForm({ proof, onRestart }: { proof: Proof; onRestart(): void }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const byCode = 'email' in proof;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPasswordValues>({
    defaultValues: { code: '', password: '', password_repeat: '' },
  });

  const submit = handleSubmit(({ code, password, password_repeat }) => {
    const body: ResetPasswordBody = byCode
      ? { email: proof.email, code, password, password_repeat }
      : { ...proof, password, password_repeat };
    reset.mutate(body, { onError: (error) => showServerErrors(error, PASSWORD_FIELDS, setError) });
  });
  const failed = reset.isError && !namesFields(reset.error, PASSWORD_FIELDS);

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {byCode ? (
        <CodeField
          label={t('access.recovery.code')}
          error={errors.code?.message}
          {...register('code', {
            validate: (value) =>
              isCompleteCode(value) || t('access.code.invalid', { count: OTP_LENGTH }),
          })}
        />
      ) : null}
      <NewPasswordFields register={register} errors={errors} />
      {failed ? (
        <p className={styles.formError} role="alert">
          {refusalText(reset.error, t)}
        </p>
      ) : null}
      <Button type="submit" block disabled={reset.isPending}>
        {t('access.recovery.submit')}
      </Button>
      {byCode || failed ? (
        <Button variant="text" onClick={onRestart}>
          {t(byCode ? 'access.recovery.sendAgain' : 'access.recovery.newLink')}
        </Button>
      ) : null}
    </form>
  );
}
