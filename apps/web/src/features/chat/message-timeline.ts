import type { ChatMessage, MessagesPage } from './api/get-chat-messages';

/** The messages on screen, oldest first: the pages read while scrolling up and the newest page
 * (polled, so fresher where both hold a message), each message once. */
export function messageTimeline(
  history: readonly MessagesPage[],
  latest: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const page of history) for (const message of page.items) byId.set(message.id, message);
  for (const message of latest) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.created_at - b.created_at || a.id - b.id);
}

/** The newest expert's message not read yet: viewing it reads every one before it too. */
export function newestUnread(messages: readonly ChatMessage[]): ChatMessage | undefined {
  return messages.findLast((message) => message.employee !== null && !message.is_viewed);
}
