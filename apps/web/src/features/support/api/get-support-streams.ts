import { streamEndpoints } from '@platform/contracts/endpoints/streams';
import type { Stream } from '@platform/contracts/streams';
import { isStreamListed } from '@platform/domain/demo-access';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAll } from '../../../shared/api/http-client';
import { useBrandConfig } from '../../../shared/config/brand-config';
import { supportKeys } from '../support-keys';

/** GET /user-course-streams?expand=course: the streams a question can be about. */
export function getSupportStreams(): Promise<Stream[]> {
  return callAll(streamEndpoints.list, { query: { expand: 'course' } });
}

export const supportStreamsQuery = queryOptions({
  queryKey: supportKeys.streams(),
  queryFn: getSupportStreams,
});

/** The streams the learner sees in lists (demo ones only where the brand allows them); asked
 * only where a question is about a stream. */
export function useSupportStreams(enabled: boolean) {
  const brand = useBrandConfig();
  return useQuery({
    ...supportStreamsQuery,
    enabled,
    select: (streams) => streams.filter((stream) => isStreamListed(stream, brand)),
  });
}
