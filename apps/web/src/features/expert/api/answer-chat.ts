import { chatEndpoints } from '@platform/contracts/endpoints/chats';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { expertKeys } from '../expert-keys';

export type Answer = { message: string; idempotencyKey: string };

/** POST /expert/chats/{id}/messages: the expert's text answer; the key makes a retried send
 * land once. */
export function answerChat(chatId: number, { message, idempotencyKey }: Answer) {
  return call(chatEndpoints.answer, {
    params: { id: chatId },
    body: { message, idempotency_key: idempotencyKey },
  });
}

/** Answering reads the learner's messages, so the chat leaves the waiting part of the queue:
 * both are fetched again. */
export function useAnswerChat(chatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: Answer) => answerChat(chatId, answer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expertKeys.chats() }),
  });
}
