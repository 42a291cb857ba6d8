import { streamEndpoints } from '@platform/contracts/endpoints/streams';
import type { Stream } from '@platform/contracts/streams';
import { compareByStreamStatus } from '@platform/domain/stream-status';
import { useQuery } from '@tanstack/react-query';
import { callAll } from '../../../shared/api/http-client';
import { catalogKeys } from '../catalog-keys';

/** The learner's stream on a course, the most open one first, if any: a course found in the
 * catalogue leads to its calendar when the learner has it. */
export function useStreamOn(courseId: number) {
  return useQuery({
    queryKey: [...catalogKeys.all, 'streams'],
    queryFn: () => callAll(streamEndpoints.list),
    select: (streams: Stream[]) =>
      streams
        .filter((stream) => stream.courseId === courseId)
        .sort((a, b) => compareByStreamStatus(a.status, b.status))[0] ?? null,
  });
}
