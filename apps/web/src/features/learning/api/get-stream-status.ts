import { streamEndpoints } from '@platform/contracts/endpoints/streams';
import type { StreamStatusAnswer } from '@platform/contracts/streams';
import { STATUS_CACHE_MS } from '@platform/domain/constants/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { learningKeys } from '../learning-keys';

/**
 * GET /user-course-streams/{id}/status?request-all=1: the stream's stages, days, lesson
 * statistics, homeworks and current day.
 */
export function getStreamStatus(streamId: number): Promise<StreamStatusAnswer> {
  return call(streamEndpoints.status, {
    params: { id: streamId },
    query: { 'request-all': '1' },
  });
}

/** The spec's status cache: a fetched status is reused for STATUS_CACHE_MS; a failed fetch is
 * not kept, so the next use asks again. Changes of a stream invalidate it sooner. */
export function streamStatusQuery(streamId: number) {
  return queryOptions({
    queryKey: learningKeys.streamStatus(streamId),
    queryFn: () => getStreamStatus(streamId),
    staleTime: STATUS_CACHE_MS,
  });
}

export function useStreamStatus(streamId: number) {
  return useQuery(streamStatusQuery(streamId));
}
