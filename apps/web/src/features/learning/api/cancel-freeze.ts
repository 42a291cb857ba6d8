import { streamEndpoints } from '@platform/contracts/endpoints/streams';
import type { Stream } from '@platform/contracts/streams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { storeStream } from './get-stream';

/** GET /user-course-streams/{streamId}/freeze/cancel: ends or calls off the stream's freeze. */
export function cancelFreeze(streamId: number): Promise<Stream> {
  return call(streamEndpoints.cancelFreeze, { params: { streamId } });
}

export function useCancelFreeze(streamId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelFreeze(streamId),
    onSuccess: (stream) => storeStream(client, stream),
  });
}
