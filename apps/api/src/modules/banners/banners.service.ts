import {
  type BannerLearner,
  bannerSlotOfCode,
  belongsInSlotCode,
  isBannerFor,
} from '@platform/domain/banners';
import type { AppContext } from '../../context';
import type { SignedInUser } from '../auth/sessions.repository';
import { communitiesService } from '../communities/communities.service';
import { type BannerRow, bannersRepository } from './banners.repository';

/** A stored banner in the terms of the domain's audience rules. */
const audienceOf = (row: BannerRow) => ({
  segmentIds: row.segments.map((segment) => segment.id),
  course_ids: row.courseIds,
  community_ids: row.communityIds,
  application_ids: row.applicationIds,
  not_display_course_ids: row.notDisplayCourseIds,
  not_display_community_ids: row.notDisplayCommunityIds,
  not_display_application_ids: row.notDisplayApplicationIds,
});

export function bannersService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const repository = bannersRepository(ctx.db);

  /** The showing banners meant for the learner: three statements whatever their number. */
  async function forLearner(user: SignedInUser): Promise<BannerRow[]> {
    const [rows, facts, clubs] = await Promise.all([
      repository.showing(ctx.clock.now()),
      repository.learnerFacts(user.id),
      communitiesService(ctx).list(user.id),
    ]);
    const learner: BannerLearner = {
      segmentIds: user.segments.map((segment) => segment.id),
      courseIds: facts.courseIds,
      // A club's banners are for its members: the clubs the learner owns by the club rule.
      communityIds: clubs.filter((club) => club.type === 'owned').map((club) => club.community.id),
      applicationId: facts.applicationId,
    };
    return rows.filter((row) => isBannerFor(audienceOf(row), learner));
  }

  return {
    forLearner,

    /** The learner's new-feature banners of a slot code (the query admits known codes only). */
    async newFeatures(user: SignedInUser, code: number): Promise<BannerRow[]> {
      const slot = bannerSlotOfCode(code);
      if (!slot) return [];
      const rows = await forLearner(user);
      return rows.filter(
        (row) =>
          row.isNewFeature && belongsInSlotCode({ ...row, stage_day_ids: row.stageDayIds }, slot),
      );
    },
  };
}
