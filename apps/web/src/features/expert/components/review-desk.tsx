import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '../../../shared/api/api-error';
import { useDateTime } from '../../../shared/i18n/format-date';
import type { UserHomeworkStatus } from '../api/get-review-queue';
import { type ReviewThread, useReviewThread } from '../api/get-review-thread';
import { useWaitedText } from '../waiting-time';
import { DeskMessage, useAuthorName } from './desk-message';
import { DeskPanes, QueueEntry } from './desk-panes';
import styles from './expert.module.css';
import { Loaded } from './loaded';
import { ReviewForm } from './review-form';

type Learners = ReadonlyMap<number, string>;

/** The learner's name where the desk knows it, else their number. */
function useLearnerName(learners: Learners): (userId: number) => string {
  const { t } = useTranslation();
  return (userId) => learners.get(userId) ?? t('expert.reviews.learner', { id: userId });
}

function ReviewQueueItem({
  status,
  selected,
  learners,
}: {
  status: UserHomeworkStatus;
  selected: boolean;
  learners: Learners;
}) {
  const { t } = useTranslation();
  const waited = useWaitedText();
  const learnerName = useLearnerName(learners);
  return (
    <QueueEntry section="reviews" id={status.id} selected={selected}>
      <span className={styles.itemTitle}>{status.homework?.title}</span>
      <span className={styles.muted}>{learnerName(status.user_id)}</span>
      <span className={styles.waiting}>
        {t('expert.reviews.waiting', { time: waited(status.updatedAt) })}
      </span>
      {status.scores ? (
        <span className={styles.muted}>{t('expert.reviews.scores', { count: status.scores })}</span>
      ) : null}
    </QueueEntry>
  );
}

/** What became of the homework, once it is no longer on checking. */
function Outcome({ status }: { status: ReviewThread['userHomeworkStatus']['status'] }) {
  const { t } = useTranslation();
  const text = {
    DONE: t('expert.reviews.approved'),
    FAIL: t('expert.reviews.rejected'),
    NOT_UPLOADED: t('expert.reviews.notSent'),
  };
  return status === 'UPLOADED' ? null : (
    <p className={styles.outcome} role="status">
      {text[status]}
    </p>
  );
}

function ReviewView({ thread, learners }: { thread: ReviewThread; learners: Learners }) {
  const { t } = useTranslation();
  const learnerName = useLearnerName(learners);
  const headingId = useId();
  const when = useDateTime();
  const { userHomeworkStatus: status, messages } = thread;
  const learner = learnerName(status.user_id);
  const authorOf = useAuthorName(learner);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={styles.heading}>
          {status.homework.title}
        </h2>
        <p className={styles.muted}>{learner}</p>
      </div>
      <h3 className={styles.subheading}>{t('expert.reviews.task')}</h3>
      <p className={styles.text}>{status.homework.description}</p>
      <h3 className={styles.subheading}>{t('expert.reviews.submission')}</h3>
      <ol className={styles.messages}>
        {messages.map((message) => (
          <DeskMessage key={message.id} message={message} author={authorOf(message)} when={when} />
        ))}
      </ol>
      <Outcome status={status.status} />
      {status.status === 'UPLOADED' ? <ReviewForm statusId={status.id} /> : null}
    </section>
  );
}

function ReviewPanel({ statusId, learners }: { statusId: number; learners: Learners }) {
  const { t } = useTranslation();
  const thread = useReviewThread(statusId);
  // Someone else's homework, or one of a course no longer assigned: not found, not a fault.
  if (isNotFound(thread.error))
    return <p className={styles.muted}>{t('expert.reviews.notFound')}</p>;
  return (
    <Loaded query={thread}>{(data) => <ReviewView thread={data} learners={learners} />}</Loaded>
  );
}

/** The homework section: the queue of homework on checking (the server's order: waiting the
 * longest first) and the homework the address opens, which stays open after the verdict. */
export function ReviewDesk({
  queue,
  openId,
  learners,
}: {
  queue: UserHomeworkStatus[];
  openId: number | null;
  learners: Learners;
}) {
  const { t } = useTranslation();
  return (
    <DeskPanes
      section="reviews"
      label={t('expert.reviews.queue')}
      empty={t('expert.reviews.empty')}
      entries={queue.map((status) => (
        <ReviewQueueItem
          key={status.id}
          status={status}
          selected={status.id === openId}
          learners={learners}
        />
      ))}
      openId={openId}
      opened={
        openId === null ? (
          <p className={styles.muted}>{t('expert.reviews.choose')}</p>
        ) : (
          <ReviewPanel key={openId} statusId={openId} learners={learners} />
        )
      }
    />
  );
}
