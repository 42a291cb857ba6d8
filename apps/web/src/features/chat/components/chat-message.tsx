import { CHAT_RATING_MAX, CHAT_RATING_MIN, chatMessageProblem } from '@platform/domain/chats';
import { SECOND_MS } from '@platform/domain/constants/time';
import { homeworkErrorMessage } from '@platform/domain/homework';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../shared/api/api-error';
import type { Translate } from '../../../shared/forms/field-rules';
import { Button } from '../../../shared/ui/button';
import { TextArea } from '../../../shared/ui/text-area';
import { MessageFiles } from '../../../shared/uploads/message-files';
import { useEditChatMessage } from '../api/edit-chat-message';
import type { ChatMessage } from '../api/get-chat-messages';
import { useRateChatMessage } from '../api/rate-chat-message';
import { useMessageTime } from '../message-time';
import styles from './chat.module.css';
import { StarRating } from './star-rating';

/** Who wrote: the learner's own messages have no employee. */
export function authorOf({ employee }: ChatMessage, t: Translate): string {
  if (!employee) return t('chat.message.you');
  return employee.is_expert ? t('chat.message.expert', { name: employee.name }) : employee.name;
}

/** The learner's own message in a form: a new text, the files staying. */
function EditForm({
  chatId,
  message,
  onDone,
}: {
  chatId: number;
  message: ChatMessage;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const edit = useEditChatMessage(chatId, message.id);
  const [text, setText] = useState(message.message);
  const [required, setRequired] = useState(false);
  const save = (event: FormEvent) => {
    event.preventDefault();
    const problem = chatMessageProblem({ text, fileCount: message.files.length });
    setRequired(problem !== null);
    if (!problem) edit.mutate(text.trim(), { onSuccess: onDone });
  };
  return (
    <form className={styles.editForm} noValidate onSubmit={save}>
      <TextArea
        label={t('chat.message.editLabel')}
        rows={3}
        value={text}
        autoFocus
        error={required ? t(homeworkErrorMessage('messageRequired').key) : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <div role="alert">
        {edit.isError ? (
          <p className={styles.error}>
            {t('chat.message.editFailed')}: {refusalText(edit.error, t)}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending ? t('chat.message.saving') : t('chat.message.save')}
        </Button>
        <Button variant="text" onClick={onDone}>
          {t('chat.message.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Stars for an expert's answer. */
function Rating({ chatId, message }: { chatId: number; message: ChatMessage }) {
  const { t } = useTranslation();
  const rate = useRateChatMessage(chatId, message.id);
  return (
    <StarRating
      legend={t('chat.message.rate')}
      min={CHAT_RATING_MIN}
      max={CHAT_RATING_MAX}
      value={rate.isPending ? rate.variables : message.rating}
      disabled={rate.isPending}
      onRate={(value) => rate.mutate(value)}
      problem={
        rate.isError ? `${t('chat.message.rateFailed')}: ${refusalText(rate.error, t)}` : null
      }
    />
  );
}

/** One message: author, time (and "edited"), text, files; the learner edits their own and rates
 * the experts' while the chat is not locked. */
export function ChatMessageItem({
  chatId,
  message,
  writable,
}: {
  chatId: number;
  message: ChatMessage;
  writable: boolean;
}) {
  const { t } = useTranslation();
  const time = useMessageTime();
  const [editing, setEditing] = useState(false);
  const own = message.employee === null;
  return (
    <li className={[styles.message, own ? styles.own : styles.theirs].join(' ')}>
      <p className={styles.meta}>
        {message.employee?.file ? (
          <img className={styles.authorImage} src={message.employee.file} alt="" />
        ) : null}
        <span className={styles.author}>{authorOf(message, t)}</span>{' '}
        <time dateTime={new Date(message.created_at * SECOND_MS).toISOString()}>
          {time(message.created_at)}
        </time>
        {message.updated_at > message.created_at ? (
          <span> · {t('chat.message.edited')}</span>
        ) : null}
      </p>
      {editing ? (
        <EditForm chatId={chatId} message={message} onDone={() => setEditing(false)} />
      ) : (
        <>
          {message.message ? <p className={styles.text}>{message.message}</p> : null}
          <MessageFiles files={message.files} label={t('chat.message.files')} />
          {writable && own ? (
            <Button variant="text" className={styles.edit} onClick={() => setEditing(true)}>
              {t('chat.message.edit')}
            </Button>
          ) : null}
        </>
      )}
      {writable && message.employee?.is_expert ? (
        <Rating chatId={chatId} message={message} />
      ) : null}
    </li>
  );
}
