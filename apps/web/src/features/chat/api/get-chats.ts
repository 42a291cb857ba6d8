import type { Chat } from '@platform/contracts/chats';
import { chatEndpoints } from '@platform/contracts/endpoints/chats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAll } from '../../../shared/api/http-client';
import { chatKeys } from '../chat-keys';

export type { Chat };

/** GET /chats: every chat of the learner, in the order the API gives (open streams first, then
 * the most recently active). */
export function getChats(): Promise<Chat[]> {
  return callAll(chatEndpoints.list);
}

export const chatsQuery = queryOptions({ queryKey: chatKeys.list(), queryFn: getChats });

export function useChats() {
  return useQuery(chatsQuery);
}
