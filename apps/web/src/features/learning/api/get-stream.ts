import { streamEndpoints } from '@platform/contracts/endpoints/streams';
import type { Stream } from '@platform/contracts/streams';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { learningKeys } from '../learning-keys';

/** GET /user-course-streams/{id}?expand=course: one stream with its course. */
export function getStream(streamId: number): Promise<Stream> {
  return call(streamEndpoints.stream, { params: { id: streamId }, query: { expand: 'course' } });
}

export function streamQuery(streamId: number) {
  return queryOptions({
    queryKey: learningKeys.stream(streamId),
    queryFn: () => getStream(streamId),
  });
}

export function useStream(streamId: number) {
  return useQuery(streamQuery(streamId));
}

/**
 * A call answered the stream anew (a freeze, its cancel): show it at once, keeping the course
 * it was loaded with, and refetch what derives from it (the list, the status).
 */
export async function storeStream(client: QueryClient, stream: Stream): Promise<void> {
  client.setQueryData(learningKeys.stream(stream.id), (old: Stream | undefined) => ({
    ...stream,
    course: stream.course ?? old?.course,
  }));
  await Promise.all([
    client.invalidateQueries({ queryKey: learningKeys.streamList() }),
    client.invalidateQueries({ queryKey: learningKeys.streamStatus(stream.id) }),
  ]);
}
