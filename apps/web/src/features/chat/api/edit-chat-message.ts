import { chatEndpoints } from '@platform/contracts/endpoints/chats';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import type { ChatMessage } from './get-chat-messages';
import { replaceMessage } from './message-cache';

/** PUT /chats/{id}/messages/{msgId}: the learner's own message with a new text (files stay). */
export function editChatMessage(
  chatId: number,
  messageId: number,
  message: string,
): Promise<ChatMessage> {
  return call(chatEndpoints.edit, { params: { id: chatId, msgId: messageId }, body: { message } });
}

export function useEditChatMessage(chatId: number, messageId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => editChatMessage(chatId, messageId, message),
    onSuccess: (message) => replaceMessage(client, chatId, message),
  });
}
