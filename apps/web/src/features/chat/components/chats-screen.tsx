import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page';
import { PageLoading } from '../../../shared/ui/spinner';
import { useChats } from '../api/get-chats';
import { useLiveChats } from '../api/live-chats';
import { ChatListItem } from './chat-list-item';
import { ChatLoadFailed } from './chat-load-failed';
import styles from './chats.module.css';

/** /chat: the learner's chats with the experts, in the order the API gives them. */
export function ChatsScreen() {
  const { t } = useTranslation();
  const chats = useChats();
  useLiveChats();
  const title = t('chat.list.title');
  if (chats.isError) {
    return (
      <ChatLoadFailed
        title={t('chat.list.loadFailed')}
        error={chats.error}
        retry={() => void chats.refetch()}
      />
    );
  }
  if (!chats.data) return <PageLoading label={t('common.loading')} />;
  return (
    <Page title={title} width="narrow">
      {chats.data.length === 0 ? (
        <p className={styles.empty}>{t('chat.list.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={title}>
          {chats.data.map((chat) => (
            <ChatListItem key={chat.id} chat={chat} />
          ))}
        </ul>
      )}
    </Page>
  );
}
