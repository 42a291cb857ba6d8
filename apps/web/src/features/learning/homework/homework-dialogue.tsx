import type { ChatMessage } from '@platform/contracts/homework';
import { SECOND_MS } from '@platform/domain/constants/time';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../../shared/forms/field-rules';
import { useLocale } from '../../../shared/i18n/format-date';
import { dateTimeFormat } from '../../../shared/i18n/intl-formats';
import { MessageFiles } from '../../../shared/uploads/message-files';
import styles from './homework.module.css';

/** Who wrote: the learner's own messages have no employee. */
function authorOf({ employee }: ChatMessage, t: Translate): string {
  if (!employee) return t('homework.dialogue.you');
  return employee.is_expert
    ? t('homework.dialogue.expert', { name: employee.name })
    : employee.name;
}

function Message({ message, when }: { message: ChatMessage; when: Intl.DateTimeFormat }) {
  const { t } = useTranslation();
  const { employee } = message;
  const sentAt = message.created_at * SECOND_MS;
  return (
    <li className={[styles.message, employee ? styles.fromExpert : styles.fromLearner].join(' ')}>
      <p className={styles.author}>
        {employee?.file ? <img className={styles.authorImage} src={employee.file} alt="" /> : null}
        <span className={styles.authorName}>{authorOf(message, t)}</span>
        <time className={styles.muted} dateTime={new Date(sentAt).toISOString()}>
          {when.format(sentAt)}
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
  const locale = useLocale();
  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
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
