import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { namesFields, showServerErrors } from '../../../shared/forms/server-errors';
import { Button } from '../../../shared/ui/button';
import { CodeField, isCompleteCode } from '../../../shared/ui/code-field';
import styles from './forced-step.module.css';

export type CodeStepProps = {
  /** The e-mail or phone the code went to. */
  sentTo: string;
  codeLength: number;
  /** Resend countdown; another code can be asked for at 0. */
  secondsLeft: number;
  resending: boolean;
  onResend(): void;
  /** Resolves when the code was right; rejects with the server's refusal. */
  onVerify(code: string): Promise<unknown>;
  verifying: boolean;
  verifyError: unknown;
  changeLabel: string;
  onChange(): void;
};

/** Typing in a one-time code, with the resend countdown (spec section 4). */
export function CodeStep({
  sentTo,
  codeLength,
  secondsLeft,
  resending,
  onResend,
  onVerify,
  verifying,
  verifyError,
  changeLabel,
  onChange,
}: CodeStepProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });

  const submit = handleSubmit(({ code }) =>
    onVerify(code).catch((error: unknown) => showServerErrors(error, ['code'], setError)),
  );

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.text}>{t('onboarding.code.sentTo', { target: sentTo })}</p>
      <CodeField
        label={t('access.code.label')}
        length={codeLength}
        error={errors.code?.message}
        {...register('code', {
          validate: (value) =>
            isCompleteCode(value, codeLength) || t('access.code.invalid', { count: codeLength }),
        })}
      />
      {verifyError && !namesFields(verifyError, ['code']) ? (
        <p className={styles.formError} role="alert">
          {errorText(verifyError, t)}
        </p>
      ) : null}
      <Button type="submit" block disabled={verifying}>
        {t('onboarding.code.submit')}
      </Button>
      {secondsLeft > 0 ? (
        <p className={styles.countdown}>{t('onboarding.code.resendIn', { count: secondsLeft })}</p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={secondsLeft > 0 || resending} onClick={onResend}>
          {t('onboarding.code.resend')}
        </Button>
        <Button variant="text" onClick={onChange}>
          {changeLabel}
        </Button>
      </div>
    </form>
  );
}
