import { chatEndpoints } from '@platform/contracts/endpoints/chats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { chatKeys } from '../chat-keys';
import type { Chat } from './get-chats';

export type { Chat };

/** GET /chats/{id}: one chat of the learner (someone else's answers 404). */
export function getChat(chatId: number): Promise<Chat> {
  return call(chatEndpoints.get, { params: { id: chatId } });
}

export function chatQuery(chatId: number) {
  return queryOptions({ queryKey: chatKeys.chat(chatId), queryFn: () => getChat(chatId) });
}

export function useChat(chatId: number, enabled = true) {
  return useQuery({ ...chatQuery(chatId), enabled });
}
