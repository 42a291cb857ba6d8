import type { ChatMessage } from '@platform/contracts/homework';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormatDateTime } from '../../../shared/i18n/format-date';
import { MessageFiles } from '../../../shared/uploads/message-files';
import styles from './expert.module.css';

/** A chat message, or a homework dialogue's (which may carry an exercise answer). */
export type DeskMessageData = Omit<ChatMessage, 'exercise'> & { exercise?: string | null };

/** The author as the expert reads it: the learner by name, staff by name and role. */
export function useAuthorName(learnerName: string): (message: DeskMessageData) => string {
  const { t } = useTranslation();
  return ({ employee }) => {
    if (!employee) return learnerName;
    return employee.is_expert
      ? t('expert.chats.expertName', { name: employee.name })
      : employee.name;
  };
}

/** One message of a chat or a homework dialogue: author, time, text, exercise answer, files;
 * `mark` says whether it was read. */
export function DeskMessage({
  message,
  author,
  when,
  mark,
}: {
  message: DeskMessageData;
  author: string;
  when: FormatDateTime;
  mark?: ReactNode;
}) {
  const { t } = useTranslation();
  const sent = when(message.created_at);
  return (
    <li className={[styles.message, message.employee ? styles.fromExpert : null].join(' ')}>
      <p className={styles.messageHead}>
        <span className={styles.author}>{author}</span>
        <time className={styles.muted} dateTime={sent.iso}>
          {sent.text}
        </time>
        {mark}
      </p>
      {message.message ? <p className={styles.text}>{message.message}</p> : null}
      {message.exercise ? (
        <p className={styles.text}>
          <strong>{t('expert.reviews.exercise')}</strong> {message.exercise}
        </p>
      ) : null}
      <MessageFiles files={message.files} label={t('expert.chats.files')} />
    </li>
  );
}
