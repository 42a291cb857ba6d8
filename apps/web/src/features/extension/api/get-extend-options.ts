import { extensionEndpoints } from '@platform/contracts/endpoints/extensions';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { extensionKeys } from '../extension-keys';

/** GET /extend/{streamId}: what the stream can be extended by, its end and the points. */
export function useExtendOptions(streamId: number) {
  return useQuery({
    queryKey: extensionKeys.options(streamId),
    queryFn: () => call(extensionEndpoints.options, { params: { streamId } }),
  });
}
