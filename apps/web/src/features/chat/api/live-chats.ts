import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../../../shared/realtime/use-realtime';
import { chatKeys } from '../chat-keys';

/**
 * The learner's chats kept current by the chats' WebSocket: a new message refreshes the chat's
 * newest page and the list (last message, unread count); an edit, rating or read mark may touch
 * any loaded page, so the chat's queries are read again; a consultation opened, closed or rated
 * refreshes the consultations (read with the stream's status, which knows the stream, not the
 * chat); after a (re)connect everything is, as what happened meanwhile may not have been
 * replayed. True while the socket is live.
 */
export function useLiveChats(): boolean {
  const client = useQueryClient();
  const refresh = (queryKey: readonly unknown[]) => void client.invalidateQueries({ queryKey });
  return useRealtime({
    event: ({ chatId, kind }) => {
      if (kind === 'consultation') return refresh(chatKeys.allConsultations());
      refresh(kind === 'message' ? chatKeys.latest(chatId) : chatKeys.chat(chatId));
      refresh(chatKeys.list());
    },
    reload: (chatId) => refresh(chatKeys.chat(chatId)),
    ready: () => refresh(chatKeys.all),
  });
}
