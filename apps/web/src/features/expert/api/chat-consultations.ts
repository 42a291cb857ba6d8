import { consultationEndpoints } from '@platform/contracts/endpoints/consultations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { DESK_REFRESH_MS, expertKeys } from '../expert-keys';

/** GET /expert/chats/{id}/consultations: the chat's consultations, the newest first, and the
 * stream's paid ones left. The chat's events refresh them; polled only while the socket is
 * down. */
export function getChatConsultations(chatId: number) {
  return call(consultationEndpoints.ofChat, { params: { id: chatId } });
}

export function useChatConsultations(chatId: number, live: boolean) {
  return useQuery({
    queryKey: expertKeys.chatConsultations(chatId),
    queryFn: () => getChatConsultations(chatId),
    refetchInterval: live ? false : DESK_REFRESH_MS,
  });
}

/** The expert opens a consultation on the learner's latest question (POST) or closes the open
 * one (PUT …/close); either way the chat's consultations are read again. */
export function useConsultationChange(chatId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { open: true } | { close: number }) =>
      'open' in change
        ? call(consultationEndpoints.open, { params: { id: chatId } })
        : call(consultationEndpoints.close, { params: { id: change.close } }),
    onSettled: () => client.invalidateQueries({ queryKey: expertKeys.chatConsultations(chatId) }),
  });
}
