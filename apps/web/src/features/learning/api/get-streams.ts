import type { Stream } from '@platform/contracts/streams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/http-client';
import { useBrandConfig } from '../../../shared/config/brand-config';
import { learningKeys } from '../learning-keys';

/** GET /user-course-streams?expand=course,chatStatus: the user's streams with their courses. */
export function getStreams(): Promise<Stream[]> {
  return api.getAll<Stream>('/user-course-streams', { query: { expand: 'course,chatStatus' } });
}

export const streamsQuery = queryOptions({
  queryKey: learningKeys.streamList(),
  queryFn: getStreams,
});

/** Demo streams are listed only where the brand allows demo access (spec section 6). */
function visibleStreams(streams: readonly Stream[], demoAccessible: boolean): Stream[] {
  return demoAccessible ? [...streams] : streams.filter((stream) => !stream.isDemo);
}

/** The streams the user may see in lists, in the server's order. */
export function useStreams() {
  const { isDemoAccessible } = useBrandConfig();
  return useQuery({
    ...streamsQuery,
    select: (streams) => visibleStreams(streams, isDemoAccessible),
  });
}
