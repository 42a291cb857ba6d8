import { normalizeEmail } from '@platform/domain/email';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emailRuleError } from '../forms/field-rules';
import { Button } from '../ui/button';
import { EmailField } from '../ui/email-field';
import styles from '../ui/form-layout.module.css';

/** An address for the account: checked by the form's rules, trimmed and lowercased, the
 * server's refusal shown as `failure`; `text` above the field, `secondary` beside the submit
 * button. */
export function EmailForm({
  initial,
  text,
  submitLabel,
  pending,
  failure,
  onSubmit,
  secondary = null,
}: {
  initial: string;
  text?: string;
  submitLabel: string;
  pending: boolean;
  failure: string | null;
  onSubmit(email: string): void;
  secondary?: ReactNode;
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
      {text ? <p className={styles.text}>{text}</p> : null}
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
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" block={secondary === null} disabled={pending}>
          {submitLabel}
        </Button>
        {secondary}
      </div>
    </form>
  );
}
