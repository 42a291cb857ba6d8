import { SECOND_MS } from '@platform/domain/constants/time';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Translate } from '../../../shared/forms/field-rules';
import { paths } from '../../../shared/routing/paths';
import { Avatar } from '../../../shared/ui/avatar';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import type { Chat } from '../api/get-chats';
import { useMessageTime } from '../message-time';
import styles from './chats.module.css';

/** The last message in one line: its text (the learner's own marked), else its attachments. */
function previewOf(last: NonNullable<Chat['lastMessage']>, t: Translate): string {
  const text = last.message.trim() || t('chat.list.files', { count: last.files.length });
  return last.employee ? text : t('chat.list.you', { text });
}

/** One chat of the list: the whole row is the link, read as title, status, last message and
 * unread count. */
export function ChatListItem({ chat }: { chat: Chat }) {
  const { t } = useTranslation();
  const time = useMessageTime();
  const last = chat.lastMessage;
  return (
    <li>
      <Link className={styles.item} to={paths.chat.href({ chatId: chat.id })}>
        <Avatar src={chat.avatar} name={chat.title} />
        <span className={styles.body}>
          <span className={styles.head}>
            <span className={styles.title}>{chat.title}</span>{' '}
            {last ? (
              <time
                className={styles.time}
                dateTime={new Date(last.created_at * SECOND_MS).toISOString()}
              >
                {time(last.created_at)}
              </time>
            ) : null}
          </span>{' '}
          <span className={styles.status}>
            {chat.isLocked ? t('chat.list.locked') : t(`chat.status.${chat.streamStatus}`)}
          </span>{' '}
          <span className={styles.preview}>
            {last ? previewOf(last, t) : t('chat.list.noMessages')}
          </span>
        </span>{' '}
        {chat.unreadCount > 0 ? (
          <span className={styles.badge}>
            <span aria-hidden="true">{chat.unreadCount}</span>
            <VisuallyHidden>{t('chat.list.unread', { count: chat.unreadCount })}</VisuallyHidden>
          </span>
        ) : null}
      </Link>
    </li>
  );
}
