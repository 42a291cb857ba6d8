import type { ExpertChat } from '@platform/contracts/chats';
import { chatEndpoints } from '@platform/contracts/endpoints/chats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAll } from '../../../shared/api/http-client';
import { DESK_REFRESH_MS, expertKeys } from '../expert-keys';

export type { ExpertChat };

/** GET /expert/chats: the chats of the expert's courses, those waiting for an answer first,
 * the longest waiting first (the server's order). */
export function getChatQueue(): Promise<ExpertChat[]> {
  return callAll(chatEndpoints.queue);
}

export const chatQueueQuery = queryOptions({
  queryKey: expertKeys.chatQueue(),
  queryFn: getChatQueue,
});

/** The queue, polled only while the chats' WebSocket is down (`live` false). */
export function useChatQueue(live: boolean) {
  return useQuery({ ...chatQueueQuery, refetchInterval: live ? false : DESK_REFRESH_MS });
}
