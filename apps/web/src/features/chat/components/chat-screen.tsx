import { chatErrorMessage } from '@platform/domain/chats';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useBrandConfig } from '../../../shared/config/brand-config';
import { useCountdown } from '../../../shared/lib/use-countdown';
import { paths } from '../../../shared/routing/paths';
import { Avatar } from '../../../shared/ui/avatar';
import { Page } from '../../../shared/ui/page';
import { PageLoading } from '../../../shared/ui/spinner';
import { type Chat, useChat } from '../api/get-chat';
import { useLiveChats } from '../api/live-chats';
import styles from './chat.module.css';
import { ChatComposer } from './chat-composer';
import { ChatConsultations } from './chat-consultations';
import { ChatLoadFailed, ChatNotFound } from './chat-load-failed';
import { ChatLog } from './chat-log';

/** Why the learner may not write here, or null: a demo locks the chat, and a chat whose expert
 * messaging is off takes no messages (the server's own texts). */
function readOnlyReason(chat: Chat) {
  if (chat.isLocked) return chatErrorMessage('locked').key;
  return chat.isExpertMessageEnable ? null : chatErrorMessage('messagesDisabled').key;
}

function ChatView({ chat }: { chat: Chat }) {
  const { t } = useTranslation();
  const { messageDelay } = useBrandConfig();
  // The brand's messageDelay after each sent message, or a refusal's Retry-After.
  const delay = useCountdown();
  // Each sent message mounts a fresh composer.
  const [sent, setSent] = useState(0);
  const reason = readOnlyReason(chat);
  // One listener for the whole chat: its messages and its consultations.
  const live = useLiveChats();
  return (
    <Page title={chat.title} width="narrow">
      <div className={styles.screen}>
        <div className={styles.header}>
          <Link className={styles.back} to={paths.chats.href()}>
            {t('chat.screen.back')}
          </Link>
          <p className={styles.status}>
            <Avatar src={chat.avatar} name={chat.title} size="s" />
            {t(`chat.status.${chat.streamStatus}`)}
          </p>
        </div>
        <ChatConsultations streamId={chat.streamId} writable={!chat.isLocked} live={live} />
        <ChatLog chatId={chat.id} writable={!chat.isLocked} canSend={reason === null} live={live} />
        {reason ? (
          <div className={styles.readOnly}>
            <h2 className={styles.composerTitle}>{t('chat.screen.readOnly')}</h2>
            <p>{t(reason)}</p>
          </div>
        ) : (
          <ChatComposer
            key={sent}
            chatId={chat.id}
            delaySeconds={messageDelay}
            delay={delay}
            onSent={() => setSent((count) => count + 1)}
          />
        )}
      </div>
    </Page>
  );
}

/** /chat/{chatId}: one chat with the experts — its messages and, when it takes them, a new
 * one. */
export function ChatScreen() {
  const { t } = useTranslation();
  const chatId = Number(useParams().chatId);
  const valid = Number.isInteger(chatId) && chatId > 0;
  const chat = useChat(valid ? chatId : 0, valid);
  if (!valid) return <ChatNotFound />;
  if (chat.isError) {
    return (
      <ChatLoadFailed
        title={t('chat.screen.loadFailed')}
        error={chat.error}
        retry={() => void chat.refetch()}
      />
    );
  }
  if (!chat.data) return <PageLoading label={t('common.loading')} />;
  return <ChatView key={chat.data.id} chat={chat.data} />;
}
