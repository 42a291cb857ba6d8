import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { chatKeys } from '../chat-keys';
import type { ChatMessage, MessagesPage } from './get-chat-messages';

const replaceIn = (messages: readonly ChatMessage[], message: ChatMessage) =>
  messages.map((item) => (item.id === message.id ? message : item));

/** An edited or rated message, changed wherever the chat's messages hold it. */
export function replaceMessage(client: QueryClient, chatId: number, message: ChatMessage): void {
  client.setQueryData<ChatMessage[]>(chatKeys.latest(chatId), (latest) =>
    latest ? replaceIn(latest, message) : latest,
  );
  client.setQueryData<InfiniteData<MessagesPage>>(chatKeys.history(chatId), (history) =>
    history
      ? {
          ...history,
          pages: history.pages.map((page) => ({ ...page, items: replaceIn(page.items, message) })),
        }
      : history,
  );
}

/** A message just sent, at the head of the newest page until the next poll brings it. */
export function addMessage(client: QueryClient, chatId: number, message: ChatMessage): void {
  client.setQueryData<ChatMessage[]>(chatKeys.latest(chatId), (latest = []) => [
    message,
    ...latest.filter((item) => item.id !== message.id),
  ]);
}
