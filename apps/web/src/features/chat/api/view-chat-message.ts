import { chatEndpoints } from '@platform/contracts/endpoints/chats';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { chatKeys } from '../chat-keys';
import type { ChatMessage } from './get-chat-messages';

/** PUT /chats/{id}/messages/{msgId}/viewed: the learner read the experts' messages up to this
 * one. */
export function viewChatMessage(chatId: number, messageId: number): Promise<ChatMessage> {
  return call(chatEndpoints.view, { params: { id: chatId, msgId: messageId } });
}

/** The list's unread badges change with it. */
export function useViewChatMessage(chatId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => viewChatMessage(chatId, messageId),
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.list() }),
  });
}
