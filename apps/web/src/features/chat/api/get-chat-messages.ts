import type { ChatMessage } from '@platform/contracts/chats';
import { chatEndpoints } from '@platform/contracts/endpoints/chats';
import { SECOND_MS } from '@platform/domain/constants/time';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callPage } from '../../../shared/api/http-client';
import { chatKeys } from '../chat-keys';

export type { ChatMessage };

/** While the chats' WebSocket is down, an open chat asks for its newest page this often. */
export const CHAT_POLL_MS = 5 * SECOND_MS;

/** Which page, counted back from `anchor` (the newest message when paging started), so that
 * pages stay put while new messages arrive; the first page has no anchor. */
export type MessagesPageParam = { page: number; anchor?: number };
export type MessagesPage = { items: ChatMessage[]; page: number; pageCount: number };

/** GET /chats/{id}/messages?page: ten messages a page, newest first. */
export async function getChatMessages(
  chatId: number,
  { page, anchor }: MessagesPageParam,
  signal?: AbortSignal,
): Promise<MessagesPage> {
  const { items, pagination } = await callPage(
    chatEndpoints.messages,
    { params: { id: chatId }, query: anchor === undefined ? {} : { anchor } },
    { page, signal },
  );
  return { items, page, pageCount: pagination?.pageCount ?? 1 };
}

/** The history, page after page while the learner scrolls up. */
export function chatHistoryQuery(chatId: number) {
  return infiniteQueryOptions({
    queryKey: chatKeys.history(chatId),
    queryFn: ({ pageParam, signal }) => getChatMessages(chatId, pageParam, signal),
    initialPageParam: { page: 1 } as MessagesPageParam,
    getNextPageParam: (last, pages, lastParam): MessagesPageParam | undefined =>
      last.page < last.pageCount
        ? { page: last.page + 1, anchor: lastParam.anchor ?? pages[0]?.items[0]?.id }
        : undefined,
  });
}

export function useChatHistory(chatId: number) {
  return useInfiniteQuery(chatHistoryQuery(chatId));
}

/** The newest page, read again on each new message the WebSocket announces (`live`), or every
 * CHAT_POLL_MS while it is down; it starts from the history's first page, so opening the chat
 * asks once. */
export function useLatestMessages(chatId: number, enabled: boolean, live: boolean) {
  const client = useQueryClient();
  const history = chatHistoryQuery(chatId).queryKey;
  return useQuery({
    queryKey: chatKeys.latest(chatId),
    queryFn: async ({ signal }) => (await getChatMessages(chatId, { page: 1 }, signal)).items,
    enabled,
    initialData: () => client.getQueryData(history)?.pages[0]?.items,
    initialDataUpdatedAt: () => client.getQueryState(history)?.dataUpdatedAt,
    staleTime: CHAT_POLL_MS,
    refetchInterval: live ? false : CHAT_POLL_MS,
  });
}
