import { normalizeEmail } from '@platform/domain/email';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, fieldErrorText } from '../../../shared/api/api-error';
import { emailRuleError } from '../../../shared/forms/field-rules';
import { Button } from '../../../shared/ui/button';
import { EmailField } from '../../../shared/ui/email-field';
import { useRequestEmailCode } from '../api/request-email-code';
import { useUpdateEmail } from '../api/update-email';
import { useVerifyEmailCode } from '../api/verify-email-code';
import { CodeStep } from './code-step';
import { ForcedStep } from './forced-step';
import styles from './forced-step.module.css';
import { useCodeRequest } from './use-code-request';
import { useContinue } from './use-continue';
import { useSignedInUser } from './use-signed-in-user';

/** The spec's e-mail update failure: the joined errors.email, else 'could not verify your
 * e-mail, send again?'. */
function updateFailureText(error: unknown, t: (key: string) => string): string {
  const fields = error instanceof ApiError ? error.fieldErrors : {};
  return fieldErrorText(fields, 'email') ?? t('onboarding.emailCode.updateFailed');
}

/**
 * One-time-code verification of the e-mail (spec: emailVerification; status 'code' by default).
 * A code goes to the account's address on arrival; 'email' lets the user correct the address
 * (POST /user/update-user), after which a code goes to the new one.
 */
export function EmailVerificationScreen() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const proceed = useContinue();
  const [email, setEmail] = useState(user.email ?? '');
  const [status, setStatus] = useState<'code' | 'email'>(user.email ? 'code' : 'email');
  const codes = useCodeRequest(useRequestEmailCode());
  const verify = useVerifyEmailCode();
  const updateEmail = useUpdateEmail();
  const { send } = codes;

  // The first code goes out once, on arrival (StrictMode runs effects twice in development).
  const sentFirst = useRef(false);
  useEffect(() => {
    if (sentFirst.current || status !== 'code') return;
    sentFirst.current = true;
    send(email);
  }, [status, email, send]);

  return (
    <ForcedStep title={t('onboarding.emailCode.title')}>
      {codes.error ? (
        <p className={styles.formError} role="alert">
          {errorText(codes.error, t)}
        </p>
      ) : null}
      {status === 'code' ? (
        <CodeStep
          sentTo={email}
          codeLength={codes.codeLength}
          secondsLeft={codes.secondsLeft}
          resending={codes.sending}
          onResend={() => send(email)}
          onVerify={(code) => verify.mutateAsync({ email, code }).then(proceed)}
          verifying={verify.isPending}
          verifyError={verify.error}
          changeLabel={t('onboarding.emailCode.change')}
          onChange={() => {
            verify.reset();
            setStatus('email');
          }}
        />
      ) : (
        <EmailForm
          initial={email}
          pending={updateEmail.isPending || codes.sending}
          failure={updateEmail.isError ? updateFailureText(updateEmail.error, t) : null}
          onSubmit={(address) =>
            updateEmail.mutate(address, {
              onSuccess: (updated) => {
                const next = updated.email ?? address;
                sentFirst.current = true;
                send(next, {
                  onSent: () => {
                    setEmail(next);
                    setStatus('code');
                  },
                });
              },
            })
          }
        />
      )}
    </ForcedStep>
  );
}

/** The address to verify, when the account has none or the user corrects it. */
function EmailForm({
  initial,
  pending,
  failure,
  onSubmit,
}: {
  initial: string;
  pending: boolean;
  failure: string | null;
  onSubmit(email: string): void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: initial } });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(normalizeEmail(values.email)))}
    >
      <p className={styles.text}>{t('onboarding.emailCode.enterEmail')}</p>
      <EmailField
        label={t('onboarding.emailCode.email')}
        error={errors.email?.message}
        {...register('email', {
          validate: (value) => emailRuleError(value, t) ?? true,
          onBlur: (event: { target: { value: string } }) =>
            setValue('email', normalizeEmail(event.target.value)),
        })}
      />
      {failure ? (
        <p className={styles.formError} role="alert">
          {failure}
        </p>
      ) : null}
      <Button type="submit" block disabled={pending}>
        {t('onboarding.emailCode.sendCode')}
      </Button>
    </form>
  );
}
