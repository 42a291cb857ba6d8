import { chatEndpoints } from '@platform/contracts/endpoints/chats';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import type { ChatMessage } from './get-chat-messages';
import { replaceMessage } from './message-cache';

/** PUT /chats/{id}/messages/{msgId}/rating: the learner's rating of an expert's answer; a new
 * rating replaces the old. */
export function rateChatMessage(
  chatId: number,
  messageId: number,
  rating: number,
): Promise<ChatMessage> {
  return call(chatEndpoints.rate, { params: { id: chatId, msgId: messageId }, body: { rating } });
}

export function useRateChatMessage(chatId: number, messageId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => rateChatMessage(chatId, messageId, rating),
    onSuccess: (message) => replaceMessage(client, chatId, message),
  });
}
