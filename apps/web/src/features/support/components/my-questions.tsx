import type { TechQuestion } from '@platform/contracts/support';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { ListSection } from '../../../shared/ui/list-section';
import { LoadProblem } from '../../../shared/ui/load-problem';
import { Moment } from '../../../shared/ui/moment';
import { Spinner } from '../../../shared/ui/spinner';
import { useMyQuestions } from '../api/get-my-questions';
import { useQuestionThread } from '../api/get-question-thread';
import styles from './support.module.css';

/** Support's replies to one question, oldest first; loaded when the learner opens it. */
function Replies({ questionId }: { questionId: number }) {
  const { t } = useTranslation();
  const thread = useQuestionThread(questionId);
  if (thread.isError)
    return <LoadProblem error={thread.error} retry={() => void thread.refetch()} />;
  if (!thread.data) return <Spinner label={t('common.loading')} />;
  const { replies } = thread.data;
  if (replies.length === 0)
    return <p className={styles.muted}>{t('support.questions.noReplies')}</p>;
  return (
    <ol className={styles.replies}>
      {replies.map((reply) => (
        <li key={reply.id} className={styles.reply}>
          <p className={styles.replyHead}>
            <span className={styles.author}>
              {reply.author
                ? t('support.questions.staff', { name: reply.author })
                : t('support.questions.support')}
            </span>
            <Moment className={styles.muted} seconds={reply.created_at} />
          </p>
          <p className={styles.text}>{reply.message}</p>
        </li>
      ))}
    </ol>
  );
}

function QuestionItem({ question }: { question: TechQuestion }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const repliesId = useId();
  const answered = question.replies_count > 0;
  return (
    <li className={styles.question}>
      <p className={styles.questionHead}>
        <span className={styles.author}>{question.category ?? t('support.questions.noTopic')}</span>
        <span className={answered ? styles.answered : styles.waiting}>
          {answered
            ? t('support.questions.answered', { count: question.replies_count })
            : t('support.questions.waiting')}
        </span>
      </p>
      <Moment className={styles.muted} seconds={question.created_at} />
      <p className={[styles.text, open ? null : styles.clamped].filter(Boolean).join(' ')}>
        {question.message}
      </p>
      <Button
        variant="text"
        aria-expanded={open}
        aria-controls={open ? repliesId : undefined}
        onClick={() => setOpen(!open)}
      >
        {open ? t('support.questions.hide') : t('support.questions.show')}
      </Button>
      {open ? (
        <div id={repliesId}>
          <Replies questionId={question.id} />
        </div>
      ) : null}
    </li>
  );
}

/** The learner's questions, newest first, each opening into support's replies. */
export function MyQuestions() {
  const { t } = useTranslation();
  return (
    <ListSection
      title={t('support.questions.title')}
      list={useMyQuestions()}
      empty={t('support.questions.empty')}
    >
      {(questions) => (
        <ul className={styles.questions}>
          {questions.map((question) => (
            <QuestionItem key={question.id} question={question} />
          ))}
        </ul>
      )}
    </ListSection>
  );
}
