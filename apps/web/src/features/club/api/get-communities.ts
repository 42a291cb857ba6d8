import type { Community } from '@platform/contracts/communities';
import { communityEndpoints } from '@platform/contracts/endpoints/communities';
import { useQuery } from '@tanstack/react-query';
import { callAll } from '../../../shared/api/http-client';
import { clubKeys } from '../club-keys';

/** GET /community: the brand's clubs with each one's type for the learner. */
export function getCommunities(): Promise<Community[]> {
  return callAll(communityEndpoints.list);
}

/** Asked only where the brand has a club area. */
export function useCommunities(enabled: boolean) {
  return useQuery({
    queryKey: clubKeys.communities(),
    queryFn: getCommunities,
    enabled,
    staleTime: 10 * 60 * 1000,
  });
}
