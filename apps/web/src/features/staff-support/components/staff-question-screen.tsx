import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { refusalText } from '../../../shared/api/api-error';
import { paths } from '../../../shared/routing/paths';
import { useCurrentUser } from '../../../shared/session/current-user';
import { Button } from '../../../shared/ui/button';
import { LoadFailedPage } from '../../../shared/ui/load-failed-page';
import { Moment } from '../../../shared/ui/moment';
import { Page } from '../../../shared/ui/page';
import { PageLoading } from '../../../shared/ui/spinner';
import { TextArea } from '../../../shared/ui/text-area';
import { type StaffThread, useStaffThread } from '../api/get-staff-thread';
import { useReplyToQuestion } from '../api/reply-to-question';
import { StaffOnly } from './staff-only';
import styles from './staff-support.module.css';

/** The staff member's answer; the learner reads it in their support centre. */
function ReplyForm({ questionId }: { questionId: number }) {
  const { t } = useTranslation();
  const reply = useReplyToQuestion(questionId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ defaultValues: { message: '' } });
  const send = handleSubmit(({ message }) =>
    reply.mutate(message.trim(), { onSuccess: () => reset() }),
  );
  return (
    <form className={styles.form} noValidate onSubmit={send}>
      <TextArea
        label={t('staffSupport.reply.label')}
        rows={4}
        error={errors.message?.message}
        {...register('message', {
          validate: (text) => text.trim() !== '' || t('staffSupport.reply.required'),
        })}
      />
      {reply.isError ? (
        <p role="alert" className={styles.error}>
          {t('staffSupport.reply.failed')}: {refusalText(reply.error, t)}
        </p>
      ) : null}
      {reply.isSuccess ? (
        <p role="status" className={styles.muted}>
          {t('staffSupport.reply.sent')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={reply.isPending}>
          {reply.isPending ? t('staffSupport.reply.sending') : t('staffSupport.reply.send')}
        </Button>
      </div>
    </form>
  );
}

function Conversation({ thread }: { thread: StaffThread }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Page title={t('staffSupport.conversation.title', { name: thread.name })} width="narrow">
      <div className={styles.conversation}>
        <Link className={styles.back} to={paths.staffSupport.href()}>
          {t('staffSupport.conversation.back')}
        </Link>
        <p className={styles.muted}>
          {[thread.category ?? t('staffSupport.noTopic'), thread.email].filter(Boolean).join(' · ')}
        </p>
        <section aria-labelledby={headingId} className={styles.conversation}>
          <h2 id={headingId} className={styles.subheading}>
            {t('staffSupport.conversation.messages')}
          </h2>
          <ol className={styles.messages}>
            <li className={styles.message}>
              <p className={styles.head}>
                <span className={styles.name}>{thread.name}</span>
                <Moment className={styles.muted} seconds={thread.created_at} />
              </p>
              <p className={styles.text}>{thread.message}</p>
            </li>
            {thread.replies.map((reply) => (
              <li key={reply.id} className={[styles.message, styles.fromStaff].join(' ')}>
                <p className={styles.head}>
                  <span className={styles.name}>
                    {reply.author ?? t('staffSupport.conversation.support')}
                  </span>
                  <Moment className={styles.muted} seconds={reply.created_at} />
                </p>
                <p className={styles.text}>{reply.message}</p>
              </li>
            ))}
          </ol>
          {thread.replies.length === 0 ? (
            <p className={styles.muted}>{t('staffSupport.conversation.noReplies')}</p>
          ) : null}
        </section>
        <ReplyForm questionId={thread.id} />
      </div>
    </Page>
  );
}

/** A question that is not there, or of another brand. */
function QuestionNotFound() {
  const { t } = useTranslation();
  return (
    <Page title={t('staffSupport.conversation.notFoundTitle')} width="narrow">
      <p>{t('staffSupport.conversation.notFoundText')}</p>
      <Link className={styles.back} to={paths.staffSupport.href()}>
        {t('staffSupport.conversation.back')}
      </Link>
    </Page>
  );
}

function StaffQuestion() {
  const { t } = useTranslation();
  const id = Number(useParams().questionId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const thread = useStaffThread(valid ? id : 0, valid);
  if (!valid) return <QuestionNotFound />;
  if (thread.isError && !thread.data)
    return (
      <LoadFailedPage
        title={t('staffSupport.conversation.loadFailed')}
        error={thread.error}
        retry={() => void thread.refetch()}
        notFound={<QuestionNotFound />}
      />
    );
  if (!thread.data) return <PageLoading label={t('common.loading')} />;
  return <Conversation thread={thread.data} />;
}

/** /staff/support/{questionId}: one support conversation for staff: the question, the replies
 * so far, and the answer form. */
export function StaffQuestionScreen() {
  const user = useCurrentUser().data;
  return user?.isAdmin ? <StaffQuestion /> : <StaffOnly />;
}
