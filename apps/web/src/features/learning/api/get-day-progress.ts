import { streamEndpoints } from '@platform/contracts/endpoints/streams';
import type { DayProgress } from '@platform/contracts/streams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../shared/api/http-client';
import { learningKeys } from '../learning-keys';

export type DayProgressAnswer = z.infer<typeof DayProgress>;

/** GET /user-course-streams/{streamId}/user-day-status/{id}/progress: the lessons viewed of a
 * started day. */
export function getDayProgress(streamId: number, dayStatusId: number): Promise<DayProgressAnswer> {
  return call(streamEndpoints.dayProgress, { params: { streamId, id: dayStatusId } });
}

/** Under the stream's key: a change of the stream (a day started, finished) refreshes it. */
export const dayProgressRoot = (streamId: number) =>
  [...learningKeys.stream(streamId), 'day-progress'] as const;

export function dayProgressQuery(streamId: number, dayStatusId: number) {
  return queryOptions({
    queryKey: [...dayProgressRoot(streamId), dayStatusId],
    queryFn: () => getDayProgress(streamId, dayStatusId),
  });
}

/** Only a started day has progress. */
export function useDayProgress(streamId: number, dayStatusId: number | null) {
  return useQuery({
    ...dayProgressQuery(streamId, dayStatusId ?? 0),
    enabled: dayStatusId !== null,
  });
}
