import type { DemoStreamAnswer } from '@platform/contracts/streams';
import { DAY_MS } from '@platform/domain/constants/time';
import { demoCourseServiceOf } from '@platform/domain/demo-access';
import type { AppContext } from '../../context';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { brandsRepository } from '../brands/brands.repository';
import { brandConfigOf } from '../brands/brands.service';
import { chatsService } from '../chats/chats.service';
import { demoStreamRepository } from './demo-stream.repository';
import { streamsRepository } from './streams.repository';

/** The learner's brand and id. */
interface Learner {
  id: number;
  brandId: number;
}

/**
 * The demo stream of a learner without streams (spec 001 section 4: with demo access on, a user
 * without streams gets the brand's demo course service): a demo without the full course, from
 * now for the service's days, with its chat. Made at most once: the learner's row is held while
 * the streams are counted and the stream written, so two calls at once make one stream.
 */
export function demoStreamService(ctx: AppContext) {
  return {
    /** 403 where the brand has demo access off or names no active demo service of its own
     * courses; 409 for a learner with any stream (demo or hidden ones included). */
    async create(learner: Learner): Promise<DemoStreamAnswer> {
      const made = await ctx.db.transaction(async (tx) => {
        const repository = demoStreamRepository(tx);
        const brand = await brandsRepository(tx).findById(learner.brandId);
        const serviceId = brand ? demoCourseServiceOf(brandConfigOf(brand)) : null;
        const service = serviceId
          ? await repository.demoService(learner.brandId, serviceId)
          : undefined;
        if (!service) throw forbidden('demo_unavailable', 'streams.demoUnavailable');
        if (!(await repository.lockLearner(learner.id))) throw notFound();
        const streams = streamsRepository(tx);
        if (await streams.hasAny(learner.id)) {
          throw conflict('streams_exist', 'streams.demoHasStreams');
        }
        const now = ctx.clock.now();
        const { id } = await streams.create({
          userId: learner.id,
          courseId: service.courseId,
          startDate: now,
          endDate: new Date(now.getTime() + service.days * DAY_MS),
          isDemo: true,
          courseFullAccess: false,
        });
        return { id, title: service.courseTitle };
      });
      // Every stream has its chat with the course's experts; opening it drops the learner's
      // cached stream answers (learningChanged).
      await chatsService(ctx).open({ streamId: made.id, title: made.title });
      return { id: made.id };
    },
  };
}
