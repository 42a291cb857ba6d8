import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../../../shared/realtime/use-realtime';
import { expertKeys } from '../expert-keys';

/** Every query of one chat of the desk: its messages, its consultations. */
const chatQueries = (chatId: number) => [...expertKeys.chats(), chatId];

/**
 * The desk kept current by the chats' WebSocket: any event of a chat (a message, a consultation
 * opened, closed or rated…) refreshes what the desk shows of it (messages, consultations) and the
 * queue (waiting times, unread marks); a notice of video consultations refreshes the bookings;
 * after a (re)connect all of the desk's chats and the bookings are read again. True while the
 * socket is live.
 */
export function useLiveDesk(): boolean {
  const client = useQueryClient();
  const refresh = (queryKey: readonly unknown[]) => void client.invalidateQueries({ queryKey });
  return useRealtime({
    event: ({ chatId }) => {
      refresh(chatQueries(chatId));
      refresh(expertKeys.chatQueue());
    },
    notice: ({ topic }) => {
      if (topic === 'video-consultations') refresh(expertKeys.bookings());
    },
    reload: (chatId) => refresh(chatQueries(chatId)),
    ready: () => {
      refresh(expertKeys.chats());
      refresh(expertKeys.bookings());
    },
  });
}
