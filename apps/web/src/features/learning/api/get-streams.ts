import type { BrandConfig } from '@platform/contracts/brand';
import { streamEndpoints } from '@platform/contracts/endpoints/streams';
import type { Stream } from '@platform/contracts/streams';
import { isStreamListed } from '@platform/domain/demo-access';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAll } from '../../../shared/api/http-client';
import { useBrandConfig } from '../../../shared/config/brand-config';
import { learningKeys } from '../learning-keys';

/** GET /user-course-streams?expand=course,chatStatus: the user's streams with their courses. */
export function getStreams(): Promise<Stream[]> {
  return callAll(streamEndpoints.list, { query: { expand: 'course,chatStatus' } });
}

export const streamsQuery = queryOptions({
  queryKey: learningKeys.streamList(),
  queryFn: getStreams,
});

/** The streams the user may see in lists, in the server's order: demo streams only where the
 * brand allows demo access (packages/domain demo-access, spec section 6). */
export function listedStreams(streams: readonly Stream[], brand: BrandConfig): Stream[] {
  return streams.filter((stream) => isStreamListed(stream, brand));
}

/** The stream home leads with (its current day, its image first): the first started one. */
export function currentStreamOf(streams: readonly Stream[]): Stream | undefined {
  return streams.find((stream) => stream.status === 'started');
}

export function useStreams() {
  const brand = useBrandConfig();
  return useQuery({ ...streamsQuery, select: (streams) => listedStreams(streams, brand) });
}
