import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { TextArea } from '../../../shared/ui/text-area';
import { useAnswerChat } from '../api/answer-chat';
import type { ExpertChat } from '../api/get-chat-queue';
import styles from './expert.module.css';

/** The expert's text answer. A chat whose expert messaging is off takes none. */
export function AnswerForm({ chat }: { chat: ExpertChat }) {
  const { t } = useTranslation();
  const answer = useAnswerChat(chat.id);
  // One key per answer being written: a retry after a lost reply is stored once.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ defaultValues: { message: '' } });

  if (!chat.isExpertMessageEnable)
    return <p className={styles.outcome}>{t('expert.answer.disabled')}</p>;

  const send = handleSubmit(({ message }) =>
    answer.mutate(
      { message: message.trim(), idempotencyKey },
      {
        onSuccess: () => {
          reset();
          setIdempotencyKey(crypto.randomUUID());
        },
      },
    ),
  );
  return (
    <form className={styles.form} noValidate onSubmit={send}>
      <TextArea
        label={t('expert.answer.label')}
        rows={4}
        error={errors.message?.message}
        {...register('message', {
          validate: (text) => text.trim() !== '' || t('expert.answer.required'),
        })}
      />
      <div role="alert">
        {answer.isError ? <p className={styles.error}>{refusalText(answer.error, t)}</p> : null}
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={answer.isPending}>
          {answer.isPending ? t('expert.answer.sending') : t('expert.answer.send')}
        </Button>
      </div>
    </form>
  );
}
