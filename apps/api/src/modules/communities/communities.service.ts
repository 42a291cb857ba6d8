import { communityType } from '@platform/domain/communities';
import type { AppContext } from '../../context';
import { communitiesRepository } from './communities.repository';

export function communitiesService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const repository = communitiesRepository(ctx.db);
  return {
    /** The clubs of the learner's brand with their type for the learner (domain rule). */
    async list(userId: number) {
      const now = ctx.clock.now();
      const rows = await repository.ofUser(userId, now);
      return rows.map((row) => ({
        ...row,
        type: communityType({
          courseIds: row.community.courseIds,
          membership: row.membership && {
            startDate: row.membership.startDate.getTime(),
            endDate: row.membership.endDate?.getTime() ?? null,
            isOptionalPurchase: row.membership.isOptionalPurchase,
          },
          learnerCourseIds: row.learnerCourseIds,
          hasMatchingSubscription: row.hasMatchingSubscription,
          now: now.getTime(),
        }),
      }));
    },

    memberships: (userId: number) => repository.memberships(userId),
  };
}

export type CommunityListRow = Awaited<
  ReturnType<ReturnType<typeof communitiesService>['list']>
>[number];
