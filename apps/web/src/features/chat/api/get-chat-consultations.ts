import { streamEndpoints } from '@platform/contracts/endpoints/streams';
import type { StreamStatusAnswer } from '@platform/contracts/streams';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { chatKeys } from '../chat-keys';

export type ChatConsultation = NonNullable<StreamStatusAnswer['consultations']>[number];
export type ConsultationAllowance = NonNullable<
  StreamStatusAnswer['chatChannelMeta']
>['consultationAllowance'];

/** How often an open chat looks again for consultations the expert opened or closed while the
 * chats' WebSocket is down (live, its `consultation` events refresh them). */
export const CONSULTATIONS_REFRESH_MS = 20_000;

/** GET /user-course-streams/{id}/status?expand=consultations,chatChannelMeta: the chat's
 * consultations, the newest first, and the stream's remaining paid ones. */
export async function getChatConsultations(streamId: number) {
  const status = await call(streamEndpoints.status, {
    params: { id: streamId },
    query: { expand: 'consultations,chatChannelMeta' },
  });
  return {
    consultations: status.consultations ?? [],
    allowance: status.chatChannelMeta?.consultationAllowance ?? null,
  };
}

export function useChatConsultations(streamId: number, live: boolean) {
  return useQuery({
    queryKey: chatKeys.consultations(streamId),
    queryFn: () => getChatConsultations(streamId),
    refetchInterval: live ? false : CONSULTATIONS_REFRESH_MS,
  });
}
