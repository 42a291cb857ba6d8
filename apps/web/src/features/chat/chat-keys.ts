/** The learner's chats: the list, each chat, and its messages (the newest page, polled, and
 * the earlier pages read while scrolling up). */
export const chatKeys = {
  all: ['chats'] as const,
  list: () => [...chatKeys.all, 'list'] as const,
  chat: (chatId: number) => [...chatKeys.all, 'chat', chatId] as const,
  messages: (chatId: number) => [...chatKeys.chat(chatId), 'messages'] as const,
  latest: (chatId: number) => [...chatKeys.messages(chatId), 'latest'] as const,
  history: (chatId: number) => [...chatKeys.messages(chatId), 'history'] as const,
  /** The consultations of the chats, each read with its stream's status. */
  allConsultations: () => [...chatKeys.all, 'consultations'] as const,
  consultations: (streamId: number) => [...chatKeys.allConsultations(), streamId] as const,
};
