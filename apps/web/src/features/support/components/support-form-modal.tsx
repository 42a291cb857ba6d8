import { normalizeEmail } from '@platform/domain/email';
import {
  canSendSupportForm,
  checkSupportForm,
  SUPPORT_MESSAGE_MAX,
  type SupportFormErrorCode,
  type SupportFormValues,
  supportFormErrorMessage,
} from '@platform/domain/support-form';
import { useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { telemetry } from '../../../shared/analytics/telemetry';
import { useCurrentUser } from '../../../shared/session/current-user';
import { AlertDialog } from '../../../shared/ui/alert-dialog';
import { Button } from '../../../shared/ui/button';
import { Modal, type ModalSlotProps } from '../../../shared/ui/modal';
import { TextArea } from '../../../shared/ui/text-area';
import { TextField } from '../../../shared/ui/text-field';
import { useSendAnonymousQuestion } from '../api/send-anonymous-question';
import styles from './support-form-modal.module.css';

/** The personal-data agreement the consent text links to (apps/web/public/docs). */
export const AGREEMENT_URL = `${import.meta.env.BASE_URL}docs/personal-data-agreement.pdf`;

/** The support-form rules of @platform/domain; an error's type is its code, worded at render. */
const resolver: Resolver<SupportFormValues> = (values) => {
  const checked = checkSupportForm(values);
  const errors = Object.fromEntries(
    Object.entries(checked).flatMap(([field, codes]) =>
      codes[0] ? [[field, { type: codes[0], message: codes[0] }]] : [],
    ),
  );
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
};

/**
 * The support form (spec 000 section 5): e-mail, first name and a message of at most 500
 * characters with a counter, the consent to the personal-data agreement, Send disabled while a
 * field is empty or the message is on its way. A signed-in user finds their e-mail and name
 * filled in. Success closes the form behind a "successfully" popup; a failure stays in the form
 * with the errorTryLoadData text.
 */
export function SupportFormModal({ open, onOpenChange }: ModalSlotProps) {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const send = useSendAnonymousQuestion();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<SupportFormValues>({
    defaultValues: { email: user?.email ?? '', name: user?.name ?? '', message: '' },
    resolver,
  });
  const [email = '', name = '', message = ''] = useWatch({
    control,
    name: ['email', 'name', 'message'],
  });
  const canSend = canSendSupportForm({ email, name, message }, send.isPending);
  const errorText = (field: keyof SupportFormValues) => {
    const code = errors[field]?.type as SupportFormErrorCode | undefined;
    if (!code) return undefined;
    const { key, params } = supportFormErrorMessage(code);
    return t(key, params);
  };

  if (sent) {
    return (
      <AlertDialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('supportForm.successTitle')}
        message={t('supportForm.messageSent')}
      />
    );
  }

  const submit = handleSubmit((values) =>
    send.mutate(
      { email: normalizeEmail(values.email), name: values.name.trim(), message: values.message },
      {
        onSuccess: () => setSent(true),
        onError: (error) => {
          console.error('Support message not sent', error);
          telemetry.reportError(error);
        },
      },
    ),
  );

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('support.form.title')}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          // Enter in a field must not send what the disabled button would not.
          if (!canSend) event.preventDefault();
          else void submit(event);
        }}
      >
        <p className={styles.intro}>{t('support.form.intro')}</p>
        <TextField
          label={t('support.form.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errorText('email')}
          {...register('email')}
        />
        <TextField
          label={t('support.form.name')}
          autoComplete="given-name"
          error={errorText('name')}
          {...register('name')}
        />
        <TextArea
          label={t('support.form.message')}
          maxLength={SUPPORT_MESSAGE_MAX}
          counter
          error={errorText('message')}
          {...register('message')}
        />
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
        {send.isError ? (
          <p className={styles.error} role="alert">
            {t('support.form.errorTryLoadData')}
          </p>
        ) : null}
        <Button type="submit" block disabled={!canSend} aria-busy={send.isPending || undefined}>
          {send.isPending ? t('support.form.sending') : t('support.form.send')}
        </Button>
      </form>
    </Modal>
  );
}
