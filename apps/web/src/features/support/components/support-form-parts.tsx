import {
  checkSupportForm,
  SUPPORT_MESSAGE_MAX,
  type SupportFormErrorCode,
  type SupportFormField,
  type SupportFormValues,
  supportFormErrorMessage,
} from '@platform/domain/support-form';
import type { FormEvent, ReactNode } from 'react';
import type { FieldErrors, FieldValues, Resolver, UseFormRegisterReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { TextArea } from '../../../shared/ui/text-area';
import { TextField } from '../../../shared/ui/text-field';
import styles from './support-form.module.css';

/** The personal-data agreement the consent text links to (apps/web/public/docs). */
export const AGREEMENT_URL = `${import.meta.env.BASE_URL}docs/personal-data-agreement.pdf`;

/** The support-form rules of @platform/domain for the fields a form has (the signed-in forms
 * have no e-mail: the account's is used); an error's type is its code, worded at render. */
export function supportFormResolver<Values extends Partial<SupportFormValues> & FieldValues>(
  fields: readonly SupportFormField[],
): Resolver<Values> {
  return (values) => {
    const checked = checkSupportForm({ email: '', name: '', message: '', ...values });
    // Keyed by the form's own fields, which TypeScript cannot follow through fromEntries.
    const errors = Object.fromEntries(
      fields.flatMap((field) => {
        const code = checked[field][0];
        return code ? [[field, { type: code, message: code }]] : [];
      }),
    ) as FieldErrors<Values>;
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}

/** A field's first rule error, in the active language. */
export function useSupportFieldError<Values extends FieldValues>(errors: FieldErrors<Values>) {
  const { t } = useTranslation();
  return (field: SupportFormField & keyof Values) => {
    const code = errors[field]?.type as SupportFormErrorCode | undefined;
    if (!code) return undefined;
    const { key, params } = supportFormErrorMessage(code);
    return t(key, params);
  };
}

/** Sending gives consent to the personal-data agreement (spec 000 section 5). */
export function ConsentNote() {
  return (
    <p className={styles.consent}>
      <Trans
        i18nKey="support.form.consent"
        components={{
          agreement: (
            // biome-ignore lint/a11y/useAnchorContent: Trans puts the translated words inside
            <a href={AGREEMENT_URL} target="_blank" rel="noopener noreferrer" />
          ),
        }}
      />
    </p>
  );
}

/** The first name and the message of at most 500 characters with its counter. */
export function NameAndMessageFields({
  name,
  message,
  errorText,
}: {
  name: UseFormRegisterReturn<'name'>;
  message: UseFormRegisterReturn<'message'>;
  errorText(field: 'name' | 'message'): string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('support.form.name')}
        autoComplete="given-name"
        error={errorText('name')}
        {...name}
      />
      <TextArea
        label={t('support.form.message')}
        maxLength={SUPPORT_MESSAGE_MAX}
        counter
        error={errorText('message')}
        {...message}
      />
    </>
  );
}

/** A send that failed: the errorTryLoadData text stays in the form. */
export function SendFailedNote({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return failed ? (
    <p className={styles.error} role="alert">
      {t('support.form.errorTryLoadData')}
    </p>
  ) : null;
}

/** A support form: its intro, its fields, the consent, a failure note and Send, disabled until
 * the form may go and while it is on its way (Enter in a field must not send what the disabled
 * button would not). */
export function SupportFormFrame({
  intro,
  canSend,
  pending,
  failed,
  onSubmit,
  children,
}: {
  intro: string;
  canSend: boolean;
  pending: boolean;
  failed: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): Promise<void>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        if (!canSend) event.preventDefault();
        else void onSubmit(event);
      }}
    >
      <p className={styles.intro}>{intro}</p>
      {children}
      <ConsentNote />
      <SendFailedNote failed={failed} />
      <Button type="submit" block disabled={!canSend} aria-busy={pending || undefined}>
        {pending ? t('support.form.sending') : t('support.form.send')}
      </Button>
    </form>
  );
}
