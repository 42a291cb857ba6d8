import type { ChatMessage } from '@platform/contracts/chats';
import { chatEndpoints } from '@platform/contracts/endpoints/chats';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callPage } from '../../../shared/api/http-client';
import { DESK_REFRESH_MS, expertKeys } from '../expert-keys';

export type { ChatMessage };

/** A page to ask for: its number and the newest message of the first page, which keeps the
 * later pages in place while messages arrive. */
type PageParam = { page: number; anchor: number | undefined };

/** GET /expert/chats/{id}/messages: one page, newest first. */
export function getChatMessages(chatId: number, { page, anchor }: PageParam) {
  return callPage(
    chatEndpoints.expertMessages,
    { params: { id: chatId }, query: { sort: '-created_at', anchor } },
    { page },
  );
}

export function chatMessagesQuery(chatId: number) {
  return infiniteQueryOptions({
    queryKey: expertKeys.chatMessages(chatId),
    queryFn: ({ pageParam }) => getChatMessages(chatId, pageParam),
    initialPageParam: { page: 1, anchor: undefined } as PageParam,
    getNextPageParam: (last, pages, param): PageParam | undefined => {
      const pageCount = last.pagination?.pageCount ?? 1;
      if (param.page >= pageCount) return undefined;
      return { page: param.page + 1, anchor: param.anchor ?? pages[0]?.items[0]?.id };
    },
  });
}

/** The chat's messages, oldest first, a page of earlier ones at a time; polled only while the
 * chats' WebSocket is down (`live` false). */
export function useChatMessages(chatId: number, live: boolean) {
  const query = useInfiniteQuery({
    ...chatMessagesQuery(chatId),
    refetchInterval: live ? false : DESK_REFRESH_MS,
  });
  const messages = (query.data?.pages ?? []).flatMap((page) => page.items).reverse();
  return { ...query, messages };
}
