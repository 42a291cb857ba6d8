import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { telemetry } from '../../../shared/analytics/telemetry';
import { useCurrentUser } from '../../../shared/session/current-user';
import { Button } from '../../../shared/ui/button';
import { useSendQuestion } from '../api/send-question';
import type { OneTapTopic } from '../stream-topics';
import styles from './support-form.module.css';
import {
  ConsentNote,
  NameAndMessageFields,
  SendFailedNote,
  SupportFormFrame,
  supportFormResolver,
  useSupportFieldError,
} from './support-form-parts';

type Values = { name: string; message: string };

/** The signed-in form has no e-mail field: support answers in the app and to the account's. */
const resolver = supportFormResolver<Values>(['name', 'message']);

interface Target {
  categoryId: number;
  /** The stream the question is about (target_id), if any. */
  streamId: number | null;
  onSent(): void;
}

/** Sending fails: the errorTryLoadData text in the form, the error logged and reported. */
function reportFailure(error: unknown) {
  console.error('Support question not sent', error);
  telemetry.reportError(error);
}

/** POST /tech-questions: the first name (the account's, editable) and a message of at most 500
 * characters with its counter; Send waits for both. */
export function QuestionForm({ categoryId, streamId, onSent }: Target) {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const send = useSendQuestion();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { name: user?.name ?? '', message: '' }, resolver });
  const [name = '', message = ''] = useWatch({ control, name: ['name', 'message'] });
  const errorText = useSupportFieldError(errors);
  // The support form's rule for the fields this form has.
  const canSend = !send.isPending && name.trim() !== '' && message.trim() !== '';

  const submit = handleSubmit((values) =>
    send.mutate(
      {
        auto: false,
        body: {
          support_category_id: categoryId,
          target_id: streamId,
          name: values.name.trim(),
          message: values.message,
        },
      },
      { onSuccess: onSent, onError: reportFailure },
    ),
  );

  return (
    <SupportFormFrame
      intro={t('support.category.ask')}
      canSend={canSend}
      pending={send.isPending}
      failed={send.isError}
      onSubmit={submit}
    >
      <NameAndMessageFields
        name={register('name')}
        message={register('message')}
        errorText={errorText}
      />
    </SupportFormFrame>
  );
}

/** POST /tech-questions/auto: a renewal asks nothing but the tap (its text is the topic). */
export function OneTapRequest({
  categoryId,
  streamId,
  topic,
  onSent,
}: Target & { topic: OneTapTopic }) {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const send = useSendQuestion();
  const request = () =>
    send.mutate(
      {
        auto: true,
        body: {
          support_category_id: categoryId,
          target_id: streamId,
          // The account has a first name or at least an e-mail; the server requires a name.
          name: user?.name?.trim() || user?.email || '',
        },
      },
      { onSuccess: onSent, onError: reportFailure },
    );
  return (
    <div className={styles.form}>
      <p className={styles.intro}>{t(`support.category.oneTap.${topic}`)}</p>
      <ConsentNote />
      <SendFailedNote failed={send.isError} />
      <Button
        block
        disabled={send.isPending}
        aria-busy={send.isPending || undefined}
        onClick={request}
      >
        {send.isPending ? t('support.form.sending') : t('support.form.send')}
      </Button>
    </div>
  );
}
