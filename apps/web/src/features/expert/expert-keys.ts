/** Query keys of the expert desk: the chats' and the homework's under one prefix each, so that an
 * answer or a verdict refreshes its queue and its thread with one invalidation. */
export const expertKeys = {
  all: ['expert'] as const,
  chats: () => [...expertKeys.all, 'chats'] as const,
  chatQueue: () => [...expertKeys.chats(), 'queue'] as const,
  chatMessages: (chatId: number) => [...expertKeys.chats(), chatId, 'messages'] as const,
  chatConsultations: (chatId: number) => [...expertKeys.chats(), chatId, 'consultations'] as const,
  bookings: () => [...expertKeys.all, 'bookings'] as const,
  reviews: () => [...expertKeys.all, 'reviews'] as const,
  reviewQueue: () => [...expertKeys.reviews(), 'queue'] as const,
  reviewThread: (statusId: number) => [...expertKeys.reviews(), statusId] as const,
};

/** The desk looks again this often while it is open (and visible: TanStack Query pauses
 * intervals in a background tab): the homework queue always (homework has no realtime events),
 * the chats, their consultations and the bookings only while the WebSocket is down. */
export const DESK_REFRESH_MS = 20_000;
