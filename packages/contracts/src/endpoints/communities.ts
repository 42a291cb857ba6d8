import type { CommunityList, UserCommunityList } from '../communities';
import { endpoint } from '../endpoint';

/** The clubs of the learner's brand and the learner's memberships (signed-in). */
export const communityEndpoints = {
  list: endpoint<{ answer: typeof CommunityList }>()({ method: 'GET', path: '/community' }),
  memberships: endpoint<{ answer: typeof UserCommunityList }>()({
    method: 'GET',
    path: '/user-community',
  }),
};
