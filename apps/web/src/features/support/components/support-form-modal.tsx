import { normalizeEmail } from '@platform/domain/email';
import { canSendSupportForm, type SupportFormValues } from '@platform/domain/support-form';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { telemetry } from '../../../shared/analytics/telemetry';
import { useCurrentUser } from '../../../shared/session/current-user';
import { AlertDialog } from '../../../shared/ui/alert-dialog';
import { Modal, type ModalSlotProps } from '../../../shared/ui/modal';
import { TextField } from '../../../shared/ui/text-field';
import { useSendAnonymousQuestion } from '../api/send-anonymous-question';
import {
  NameAndMessageFields,
  SupportFormFrame,
  supportFormResolver,
  useSupportFieldError,
} from './support-form-parts';

const resolver = supportFormResolver<SupportFormValues>(['email', 'name', 'message']);

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
  const errorText = useSupportFieldError(errors);

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
      <SupportFormFrame
        intro={t('support.form.intro')}
        canSend={canSend}
        pending={send.isPending}
        failed={send.isError}
        onSubmit={submit}
      >
        <TextField
          label={t('support.form.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errorText('email')}
          {...register('email')}
        />
        <NameAndMessageFields
          name={register('name')}
          message={register('message')}
          errorText={errorText}
        />
      </SupportFormFrame>
    </Modal>
  );
}
