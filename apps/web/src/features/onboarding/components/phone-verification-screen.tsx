import { checkPhone, normalizePhone, phoneErrorMessage } from '@platform/domain/phone';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { namesFields, showServerErrors } from '../../../shared/forms/server-errors';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { useRequestPhoneCode } from '../api/request-phone-code';
import { useSuppressPhoneValidation } from '../api/suppress-phone-validation';
import { useVerifyPhone } from '../api/verify-phone';
import { CodeStep } from './code-step';
import { ForcedStep } from './forced-step';
import styles from './forced-step.module.css';
import { useCodeRequest } from './use-code-request';
import { useContinue } from './use-continue';
import { useSignedInUser } from './use-signed-in-user';

/**
 * One-time-code verification of the phone (spec: phoneVerification; status 'phone' by
 * default): the number first, then the code sent to it by SMS. 'Later' postpones the
 * verification (supress-phone-validation) until the server asks again.
 */
export function PhoneVerificationScreen() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const proceed = useContinue();
  // null while the number is being entered (status 'phone'); the number once a code went out.
  const [phone, setPhone] = useState<string | null>(null);
  const requestCode = useRequestPhoneCode();
  const codes = useCodeRequest(requestCode);
  const verify = useVerifyPhone();
  const later = useSuppressPhoneValidation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ phone: string }>({ defaultValues: { phone: user.phone ?? '' } });

  const submitPhone = handleSubmit((values) => {
    const number = normalizePhone(values.phone);
    codes.send(number, {
      onSent: () => setPhone(number),
      onRefused: (error) => showServerErrors(error, ['phone'], setError),
    });
  });

  return (
    <ForcedStep title={t('onboarding.phoneCode.title')}>
      {/* A refusal of the number itself is shown under its field. */}
      {codes.error && !namesFields(codes.error, ['phone']) ? (
        <p className={styles.formError} role="alert">
          {errorText(codes.error, t)}
        </p>
      ) : null}
      {phone === null ? (
        <form className={styles.form} noValidate onSubmit={submitPhone}>
          <p className={styles.text}>{t('onboarding.phoneCode.enterPhone')}</p>
          <TextField
            label={t('onboarding.phoneCode.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint={t('onboarding.phoneCode.hint')}
            error={errors.phone?.message}
            {...register('phone', {
              validate: (value) => {
                if (normalizePhone(value) === '') return t('validation.required');
                const code = checkPhone(value);
                return code === null || t(phoneErrorMessage(code).key);
              },
            })}
          />
          <Button type="submit" block disabled={codes.sending}>
            {t('onboarding.phoneCode.sendCode')}
          </Button>
        </form>
      ) : (
        <CodeStep
          sentTo={phone}
          codeLength={codes.codeLength}
          secondsLeft={codes.secondsLeft}
          resending={codes.sending}
          onResend={() => codes.send(phone)}
          onVerify={(code) => verify.mutateAsync({ phone, code }).then(proceed)}
          verifying={verify.isPending}
          verifyError={verify.error}
          changeLabel={t('onboarding.phoneCode.change')}
          onChange={() => {
            verify.reset();
            requestCode.reset();
            setPhone(null);
          }}
        />
      )}
      {later.isError ? (
        <p className={styles.formError} role="alert">
          {errorText(later.error, t)}
        </p>
      ) : null}
      <Button
        variant="secondary"
        block
        disabled={later.isPending}
        onClick={() => later.mutate(undefined, { onSuccess: proceed })}
      >
        {t('onboarding.phoneCode.later')}
      </Button>
    </ForcedStep>
  );
}
