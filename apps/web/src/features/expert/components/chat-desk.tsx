import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../shared/i18n/format-date';
import { useRealtime } from '../../../shared/realtime/use-realtime';
import { Button } from '../../../shared/ui/button';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import { useChatMessages } from '../api/get-chat-messages';
import type { ExpertChat } from '../api/get-chat-queue';
import { useViewChatMessages } from '../api/view-chat-messages';
import { useWaitedText } from '../waiting-time';
import { AnswerForm } from './answer-form';
import { ConsultationControl } from './consultation-control';
import { DeskMessage, useAuthorName } from './desk-message';
import { DeskPanes, QueueEntry } from './desk-panes';
import styles from './expert.module.css';
import { Loaded } from './loaded';

function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count}</span>
      <VisuallyHidden>{t('expert.chats.unread', { count })}</VisuallyHidden>
    </span>
  );
}

function ChatQueueItem({ chat, selected }: { chat: ExpertChat; selected: boolean }) {
  const { t } = useTranslation();
  const waited = useWaitedText();
  return (
    <QueueEntry section="chats" id={chat.id} selected={selected}>
      <span className={styles.itemHead}>
        <span className={styles.itemTitle}>{chat.learner.name}</span>
        <UnreadBadge count={chat.unreadCount} />
      </span>
      <span className={styles.muted}>{chat.title}</span>
      {chat.waitingSince !== null ? (
        <span className={styles.waiting}>
          {t('expert.chats.waiting', { time: waited(chat.waitingSince) })}
        </span>
      ) : (
        <span className={styles.muted}>
          {chat.lastMessage ? t('expert.chats.answered') : t('expert.chats.noMessages')}
        </span>
      )}
      {chat.lastMessage?.message ? (
        <span className={styles.excerpt}>{chat.lastMessage.message}</span>
      ) : null}
    </QueueEntry>
  );
}

/** Reading the chat marks the learner's messages up to the newest unread one as read. */
function useMarkRead(chatId: number, newestUnread: number | undefined) {
  const { mutate } = useViewChatMessages(chatId);
  useEffect(() => {
    if (newestUnread !== undefined) mutate(newestUnread);
  }, [mutate, newestUnread]);
}

/** An opened chat: its messages, oldest first with earlier pages on demand, and the answer. */
function ChatConversation({ chat }: { chat: ExpertChat }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useChatMessages(chat.id, useRealtime());
  const when = useDateTime();
  const authorOf = useAuthorName(chat.learner.name);
  const { messages } = query;
  useMarkRead(chat.id, messages.findLast((message) => !message.employee && !message.is_viewed)?.id);
  const readMark = (viewed: boolean) => (
    <span className={styles.muted}>
      {viewed ? t('expert.chats.read') : t('expert.chats.unreadMark')}
    </span>
  );
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={styles.heading}>
          {chat.learner.name}
        </h2>
        <p className={styles.muted}>{chat.title}</p>
      </div>
      <ConsultationControl chatId={chat.id} />
      <Loaded query={query}>
        {() => (
          <>
            {query.hasNextPage ? (
              <Button
                variant="secondary"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t('expert.chats.earlier')}
              </Button>
            ) : null}
            {messages.length === 0 ? (
              <p className={styles.muted}>{t('expert.chats.emptyChat')}</p>
            ) : (
              <ol className={styles.messages} aria-label={t('expert.chats.messages')}>
                {messages.map((message) => (
                  <DeskMessage
                    key={message.id}
                    message={message}
                    author={authorOf(message)}
                    when={when}
                    mark={
                      message.employee ? (
                        readMark(message.is_viewed)
                      ) : message.is_viewed ? null : (
                        <span className={styles.new}>{t('expert.chats.isNew')}</span>
                      )
                    }
                  />
                ))}
              </ol>
            )}
          </>
        )}
      </Loaded>
      <AnswerForm chat={chat} />
    </section>
  );
}

/** The chats section: the queue (the server's order: waiting the longest first) and the chat
 * the address opens. */
export function ChatDesk({ chats, openId }: { chats: ExpertChat[]; openId: number | null }) {
  const { t } = useTranslation();
  const open = chats.find((chat) => chat.id === openId);
  return (
    <DeskPanes
      section="chats"
      label={t('expert.chats.queue')}
      empty={t('expert.chats.empty')}
      entries={chats.map((chat) => (
        <ChatQueueItem key={chat.id} chat={chat} selected={chat.id === openId} />
      ))}
      openId={openId}
      opened={
        open ? (
          <ChatConversation key={open.id} chat={open} />
        ) : (
          <p className={styles.muted}>
            {openId === null ? t('expert.chats.choose') : t('expert.chats.notFound')}
          </p>
        )
      }
    />
  );
}
