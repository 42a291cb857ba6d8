import { chatMessageProblem, messageDelayText } from '@platform/domain/chats';
import { homeworkErrorMessage } from '@platform/domain/homework';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, firstFieldErrorText } from '../../../shared/api/api-error';
import type { Translate } from '../../../shared/forms/field-rules';
import type { Countdown } from '../../../shared/lib/use-countdown';
import { Button } from '../../../shared/ui/button';
import { TextArea } from '../../../shared/ui/text-area';
import { FileAttachments } from '../../../shared/uploads/file-attachments';
import { useFileUploads } from '../../../shared/uploads/use-file-uploads';
import { useSendChatMessage } from '../api/send-chat-message';
import styles from './chat.module.css';

/** What stops a message before it is sent. */
type Problem = 'uploads' | 'required' | 'delay';

/** A refused send: the server's reason where it gives one (the delay, a locked chat, a file it
 * did not take), else the general text. */
function sendFailure(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.status === 403 || error.status === 429) return errorText(error, t);
    const field = firstFieldErrorText(error.fieldErrors);
    if (field) return field;
  }
  return t('chat.composer.failed');
}

/**
 * A new message: text and/or photos and videos, each uploading with its progress as soon as it
 * is picked. Checked as the server checks it; after a send the parent mounts a fresh composer
 * (a new idempotency key, no text, no files), so a retry of a failed send keeps its key and is
 * never stored twice.
 */
export function ChatComposer({
  chatId,
  delaySeconds,
  delay,
  onSent,
}: {
  chatId: number;
  /** The brand's messageDelay. */
  delaySeconds: number;
  delay: Countdown;
  onSent(): void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const uploads = useFileUploads();
  const send = useSendChatMessage(chatId);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);

  const delayText = (seconds: number) => {
    const { key, params } = messageDelayText(seconds);
    return t(key, params);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problem | null = uploads.busy
      ? 'uploads'
      : chatMessageProblem({ text, fileCount: uploads.fileIds.length })
        ? 'required'
        : delay.secondsLeft > 0
          ? 'delay'
          : null;
    setProblem(found);
    if (found) return;
    send.mutate(
      { message: text.trim(), file_ids: uploads.fileIds, idempotency_key: idempotencyKey },
      {
        onSuccess: () => {
          delay.start(delaySeconds);
          onSent();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 429)
            delay.start(error.retryAfterSeconds ?? delaySeconds);
        },
      },
    );
  };

  const alert =
    problem === 'uploads' && uploads.busy
      ? t(homeworkErrorMessage('pleaseWaitForUploads').key)
      : problem === 'delay'
        ? delayText(delaySeconds)
        : send.isError
          ? sendFailure(send.error, t)
          : null;

  return (
    <form className={styles.composer} noValidate onSubmit={submit} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.composerTitle}>
        {t('chat.composer.title')}
      </h2>
      <TextArea
        label={t('chat.composer.message')}
        rows={3}
        value={text}
        error={problem === 'required' ? t(homeworkErrorMessage('messageRequired').key) : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (problem === 'required') setProblem(null);
        }}
      />
      <FileAttachments
        uploads={uploads}
        onPick={(files) => {
          if (problem === 'required') setProblem(null);
          uploads.add(files);
        }}
      />
      <div role="alert" className={styles.alerts}>
        {alert ? <p className={styles.error}>{alert}</p> : null}
      </div>
      <div className={styles.sendRow}>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('chat.composer.sending') : t('chat.composer.send')}
        </Button>
        {delay.secondsLeft > 0 ? (
          <p className={styles.muted}>{t('chat.composer.wait', { count: delay.secondsLeft })}</p>
        ) : null}
      </div>
    </form>
  );
}
