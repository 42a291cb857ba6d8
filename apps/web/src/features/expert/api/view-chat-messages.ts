import { chatEndpoints } from '@platform/contracts/endpoints/chats';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { expertKeys } from '../expert-keys';

/** PUT /expert/chats/{id}/messages/{msgId}/viewed: the learner's messages up to this one are
 * read. */
export function viewChatMessages(chatId: number, messageId: number) {
  return call(chatEndpoints.expertView, { params: { id: chatId, msgId: messageId } });
}

/** The queue's unread marks follow; the opened chat keeps its "new" marks for the expert
 * reading it until it is next fetched. */
export function useViewChatMessages(chatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => viewChatMessages(chatId, messageId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expertKeys.chatQueue() }),
  });
}
