import type { SendChatMessageBody } from '@platform/contracts/chats';
import { chatEndpoints } from '@platform/contracts/endpoints/chats';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../shared/api/http-client';
import { chatKeys } from '../chat-keys';
import type { ChatMessage } from './get-chat-messages';
import { addMessage } from './message-cache';

export type NewChatMessage = z.input<typeof SendChatMessageBody>;

/** POST /chats/{id}/messages: the text and the ids of the files uploaded before; a retry with
 * the same idempotency key is answered with the stored message. */
export function sendChatMessage(chatId: number, body: NewChatMessage): Promise<ChatMessage> {
  return call(chatEndpoints.send, { params: { id: chatId }, body });
}

export function useSendChatMessage(chatId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewChatMessage) => sendChatMessage(chatId, body),
    onSuccess: (message) => {
      addMessage(client, chatId, message);
      void client.invalidateQueries({ queryKey: chatKeys.list() });
    },
  });
}
