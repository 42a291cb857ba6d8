import { streamEndpoints } from '@platform/contracts/endpoints/streams';
import type { FreezeCreateBody, Stream } from '@platform/contracts/streams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../shared/api/http-client';
import { storeStream } from './get-stream';

/** What the client sends: the body before the server's parsing. */
export type FreezeRequest = z.input<typeof FreezeCreateBody>;

/** POST /user-course-streams/{streamId}/freeze/create {start_date, end_date} (seconds). */
export function createFreeze(streamId: number, body: FreezeRequest): Promise<Stream> {
  return call(streamEndpoints.createFreeze, { params: { streamId }, body });
}

export function useCreateFreeze(streamId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FreezeRequest) => createFreeze(streamId, body),
    onSuccess: (stream) => storeStream(client, stream),
  });
}
