import type { BrandConfig } from '@platform/contracts/brand';
import { streamEndpoints } from '@platform/contracts/endpoints/streams';
import type { Stream } from '@platform/contracts/streams';
import { isStreamListed } from '@platform/domain/demo-access';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callAll } from '../../../shared/api/http-client';
import { useBrandConfig } from '../../../shared/config/brand-config';
import { learningKeys } from '../learning-keys';
import { requestDemoStreamOnce } from './create-demo-stream';

/** GET /user-course-streams?expand=course,chatStatus: the user's streams with their courses. */
export function getStreams(): Promise<Stream[]> {
  return callAll(streamEndpoints.list, { query: { expand: 'course,chatStatus' } });
}

/** The streams as the app loads them (spec 001 section 4): a learner without any gets the
 * brand's demo stream, if it gives one, and the streams are read again, once. */
export async function loadStreams(client: QueryClient): Promise<Stream[]> {
  const streams = await getStreams();
  if (streams.length > 0 || !(await requestDemoStreamOnce(client))) return streams;
  return getStreams();
}

export const streamsQuery = queryOptions({
  queryKey: learningKeys.streamList(),
  queryFn: ({ client }) => loadStreams(client),
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
