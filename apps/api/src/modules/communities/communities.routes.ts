import { CommunityList, UserCommunityList } from '@platform/contracts/communities';
import { communityEndpoints } from '@platform/contracts/endpoints/communities';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-routes';
import { presentCommunity, presentMembership } from './communities.presenter';
import { communitiesService } from './communities.service';

/** The clubs of the learner's brand and their memberships (signed-in). */
export const communitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const communities = communitiesService(app.ctx);

  route(app, communityEndpoints.list, { answer: CommunityList }, async (request) =>
    (await communities.list(request.user.id)).map((row) => presentCommunity(row, request.lang)),
  );

  route(app, communityEndpoints.memberships, { answer: UserCommunityList }, async (request) =>
    (await communities.memberships(request.user.id)).map(presentMembership),
  );
};
