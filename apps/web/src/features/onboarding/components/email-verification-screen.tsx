import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailForm } from '../../../shared/account/email-form';
import { emailRefusalText, useUpdateEmail } from '../../../shared/account/update-email';
import { errorText } from '../../../shared/api/api-error';
import { useRequestEmailCode } from '../api/request-email-code';
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
  return emailRefusalText(error) ?? t('onboarding.emailCode.updateFailed');
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
          text={t('onboarding.emailCode.enterEmail')}
          submitLabel={t('onboarding.emailCode.sendCode')}
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
