import type { ChatMessage } from '@platform/contracts/homework';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../../shared/forms/field-rules';
import { type FormatDateTime, useDateTime } from '../../../shared/i18n/format-date';
import { MessageFiles } from '../../../shared/uploads/message-files';
import styles from './homework.module.css';

/** Who wrote: the learner's own messages have no employee. */
function authorOf({ employee }: ChatMessage, t: Translate): string {
  if (!employee) return t('homework.dialogue.you');
  return employee.is_expert
    ? t('homework.dialogue.expert', { name: employee.name })
    : employee.name;
}

function Message({ message, when }: { message: ChatMessage; when: FormatDateTime }) {
  const { t } = useTranslation();
  const { employee } = message;
  const sent = when(message.created_at);
  return (
    <li className={[styles.message, employee ? styles.fromExpert : styles.fromLearner].join(' ')}>
      <p className={styles.author}>
        {employee?.file ? <img className={styles.authorImage} src={employee.file} alt="" /> : null}
        <span className={styles.authorName}>{authorOf(message, t)}</span>
        <time className={styles.muted} dateTime={sent.iso}>
          {sent.text}
        </time>
      </p>
      {message.message ? <p className={styles.text}>{message.message}</p> : null}
      {message.exercise ? (
        <p className={styles.text}>
          <strong>{t('homework.dialogue.exercise')}</strong> {message.exercise}
        </p>
      ) : null}
      <MessageFiles files={message.files} label={t('homework.dialogue.files')} />
    </li>
  );
}

/** The learner's submissions and the expert's verdict comments, oldest first. */
export function HomeworkDialogue({ messages }: { messages: readonly ChatMessage[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const when = useDateTime();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('homework.dialogue.title')}
      </h2>
      {messages.length === 0 ? (
        <p className={styles.muted}>{t('homework.dialogue.empty')}</p>
      ) : (
        <ol className={styles.messages}>
          {messages.map((message) => (
            <Message key={message.id} message={message} when={when} />
          ))}
        </ol>
      )}
    </section>
  );
}
