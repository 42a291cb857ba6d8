import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../../../shared/realtime/use-realtime';
import { expertKeys } from '../expert-keys';

/**
 * The desk's chats kept current by the chats' WebSocket: any event of a chat refreshes its
 * messages and the queue (waiting times, unread marks); after a (re)connect all of the desk's
 * chats are read again. True while the socket is live.
 */
export function useLiveDesk(): boolean {
  const client = useQueryClient();
  const refresh = (queryKey: readonly unknown[]) => void client.invalidateQueries({ queryKey });
  return useRealtime({
    event: ({ chatId }) => {
      refresh(expertKeys.chatMessages(chatId));
      refresh(expertKeys.chatQueue());
    },
    reload: (chatId) => refresh(expertKeys.chatMessages(chatId)),
    ready: () => refresh(expertKeys.chats()),
  });
}
