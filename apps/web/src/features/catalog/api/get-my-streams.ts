import { streamEndpoints } from '@platform/contracts/endpoints/streams';
import type { Stream } from '@platform/contracts/streams';
import { compareByStreamStatus } from '@platform/domain/stream-status';
import { useQuery } from '@tanstack/react-query';
import { callAll } from '../../../shared/api/http-client';
import { catalogKeys } from '../catalog-keys';

const myStreamsQuery = {
  queryKey: [...catalogKeys.all, 'streams'],
  queryFn: () => callAll(streamEndpoints.list),
};

/** The courses the learner has streams on, each once. */
export function useMyCourseIds() {
  return useQuery({
    ...myStreamsQuery,
    select: (streams: Stream[]) => [...new Set(streams.map((stream) => stream.courseId))],
  });
}

/** The learner's stream on a course, the most open one first, if any: a course found in the
 * catalogue leads to its calendar when the learner has it. */
export function useStreamOn(courseId: number) {
  return useQuery({
    ...myStreamsQuery,
    select: (streams: Stream[]) =>
      streams
        .filter((stream) => stream.courseId === courseId)
        .sort((a, b) => compareByStreamStatus(a.status, b.status))[0] ?? null,
  });
}
