import type { FreezeCreateBody, Stream } from '@platform/contracts/streams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../shared/api/http-client';
import { storeStream } from './get-stream';

/** What the client sends: the body before the server's parsing. */
export type FreezeRequest = z.input<typeof FreezeCreateBody>;

/** POST /user-course-streams/{streamId}/freeze/create {start_date, end_date} (seconds). */
export function createFreeze(streamId: number, body: FreezeRequest): Promise<Stream> {
  return api.post<Stream>(`/user-course-streams/${streamId}/freeze/create`, body);
}

export function useCreateFreeze(streamId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FreezeRequest) => createFreeze(streamId, body),
    onSuccess: (stream) => storeStream(client, stream),
  });
}
