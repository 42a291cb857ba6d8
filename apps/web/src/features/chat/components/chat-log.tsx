import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import { type ChatMessage, useChatHistory, useLatestMessages } from '../api/get-chat-messages';
import { useViewChatMessage } from '../api/view-chat-message';
import { messageTimeline, newestUnread } from '../message-timeline';
import styles from './chat.module.css';
import { authorOf, ChatMessageItem } from './chat-message';

/** Near enough to the end that a new message scrolls into view. */
const STICK_PX = 80;

/** The experts' messages that arrived while the chat is open, for the log region. */
function useArrivals(messages: readonly ChatMessage[]) {
  const seen = useRef<number | null>(null);
  const [arrivals, setArrivals] = useState<ChatMessage[]>([]);
  const newest = messages.at(-1)?.id ?? 0;
  useEffect(() => {
    if (seen.current === null) {
      seen.current = newest;
      return;
    }
    const after = seen.current;
    const fresh = messages.filter((message) => message.id > after && message.employee !== null);
    seen.current = Math.max(after, newest);
    if (fresh.length > 0) setArrivals((previous) => [...previous, ...fresh]);
  }, [messages, newest]);
  return arrivals;
}

/** Reading the chat marks the experts' messages read (once per newest unread one). */
function useMarkViewed(chatId: number, messages: readonly ChatMessage[]) {
  const view = useViewChatMessage(chatId);
  const sent = useRef(new Set<number>());
  const unread = newestUnread(messages)?.id;
  const { mutate } = view;
  useEffect(() => {
    if (unread === undefined || sent.current.has(unread)) return;
    sent.current.add(unread);
    mutate(unread);
  }, [unread, mutate]);
}

/**
 * The chat's messages, oldest at the top: the newest page first, earlier pages while the learner
 * scrolls up (or presses the button), new ones as the chats' WebSocket tells of them (polled
 * while it is down). The list keeps its place when earlier messages come in and follows new ones
 * when the learner is at the end.
 */
export function ChatLog({
  chatId,
  writable,
  canSend,
  live,
}: {
  chatId: number;
  /** The chats' WebSocket is live (no polling). */
  live: boolean;
  /** Own messages may be edited and answers rated (the chat is not locked). */
  writable: boolean;
  /** New messages are taken: the empty chat invites the first question. */
  canSend: boolean;
}) {
  const { t } = useTranslation();
  const history = useChatHistory(chatId);
  const latest = useLatestMessages(chatId, history.isSuccess, live);
  const messages = messageTimeline(history.data?.pages ?? [], latest.data ?? []);
  const arrivals = useArrivals(messages);
  useMarkViewed(chatId, messages);

  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const last = useRef({ height: 0, oldest: 0, newest: 0, atEnd: true });
  const oldest = messages[0]?.id ?? 0;
  const newest = messages.at(-1)?.id ?? 0;

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = last.current;
    if (before.oldest !== 0 && oldest !== before.oldest && newest === before.newest) {
      // Earlier messages above: the ones in view stay where they were.
      box.scrollTop += box.scrollHeight - before.height;
    } else if (newest !== before.newest && before.atEnd) {
      box.scrollTop = box.scrollHeight;
    }
    last.current = { height: box.scrollHeight, oldest, newest, atEnd: before.atEnd };
  }, [oldest, newest]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  useEffect(() => {
    const sentinel = top.current;
    if (!sentinel || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage)
        void fetchNextPage();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (history.isError && !history.data) {
    return (
      <div role="alert" className={styles.logProblem}>
        <p className={styles.error}>{t('chat.screen.loadFailed')}</p>
        <Button onClick={() => void history.refetch()}>{t('common.actions.retry')}</Button>
      </div>
    );
  }
  if (!history.data) return <Spinner label={t('common.loading')} />;

  return (
    <div
      ref={scroller}
      className={styles.scroller}
      onScroll={(event) => {
        const box = event.currentTarget;
        last.current.atEnd = box.scrollHeight - box.scrollTop - box.clientHeight < STICK_PX;
      }}
    >
      <div ref={top} />
      {hasNextPage ? (
        <Button
          variant="text"
          className={styles.earlier}
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage ? t('chat.screen.loadingEarlier') : t('chat.screen.earlier')}
        </Button>
      ) : null}
      {messages.length === 0 ? (
        <p className={styles.muted}>
          {canSend ? t('chat.screen.empty') : t('chat.list.noMessages')}
        </p>
      ) : (
        <ol className={styles.messages} aria-label={t('chat.screen.messages')}>
          {messages.map((message) => (
            <ChatMessageItem
              key={message.id}
              chatId={chatId}
              message={message}
              writable={writable}
            />
          ))}
        </ol>
      )}
      <VisuallyHidden role="log" aria-label={t('chat.screen.newMessages')}>
        {arrivals.map((message) => (
          <span key={message.id}>
            {t('chat.screen.incoming', { author: authorOf(message, t), text: message.message })}
          </span>
        ))}
      </VisuallyHidden>
    </div>
  );
}
