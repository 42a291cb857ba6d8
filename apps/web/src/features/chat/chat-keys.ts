/** The learner's chats: the list, each chat, and its messages (the newest page, polled, and
 * the earlier pages read while scrolling up). */
export const chatKeys = {
  all: ['chats'] as const,
  list: () => [...chatKeys.all, 'list'] as const,
  chat: (chatId: number) => [...chatKeys.all, 'chat', chatId] as const,
  messages: (chatId: number) => [...chatKeys.chat(chatId), 'messages'] as const,
  latest: (chatId: number) => [...chatKeys.messages(chatId), 'latest'] as const,
  history: (chatId: number) => [...chatKeys.messages(chatId), 'history'] as const,
  /** The consultations of a chat, read with its stream's status. */
  consultations: (streamId: number) => [...chatKeys.all, 'consultations', streamId] as const,
};
