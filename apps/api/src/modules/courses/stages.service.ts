import type { Day, STAGE_EXPANSIONS, Stage } from '@platform/contracts/courses';
import { dayErrorMessage } from '@platform/domain/day';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../lib/errors';
import { courseAccessService, dayAccessIn } from './course-access.service';
import { courseContentRepository } from './course-content.repository';
import { courseContentService } from './course-content.service';

export type StageExpansion = (typeof STAGE_EXPANSIONS)[number];

/** A course's stages and days, for a user with a stream on the course. */
export function stagesService(ctx: AppContext, log: FastifyBaseLogger) {
  const content = courseContentRepository(ctx.db);
  const contentService = courseContentService(ctx, log);
  const access = courseAccessService(ctx);

  return {
    async stages(
      userId: number,
      courseId: number,
      expand: readonly StageExpansion[],
    ): Promise<Stage[]> {
      const streams = await access.ofCourse(userId, courseId);
      const [stream] = streams.get(courseId) ?? [];
      if (!stream) throw notFound();
      return contentService.presentStages(
        [{ id: courseId, version: stream.courseVersion }],
        streams,
        { days: expand.includes('requestDays'), homeworks: expand.includes('requestHomeworks') },
      );
    },

    async days(
      userId: number,
      courseId: number,
      stageId: number,
      withLessonSets: boolean,
    ): Promise<Day[]> {
      const [streams, stage, days] = await Promise.all([
        access.ofCourse(userId, courseId),
        content.findStage(courseId, stageId),
        content.daysOfStages([stageId]),
      ]);
      if (!stage) throw notFound();
      return contentService.presentDays(days, streams, withLessonSets);
    },

    /** One day with its lessons; a day the demo rules lock in every stream of the user is 403,
     * one that no running stream of the user opens has its lessons without their media. */
    async day(userId: number, courseId: number, stageId: number, dayId: number): Promise<Day> {
      const [streams, day] = await Promise.all([
        access.ofCourse(userId, courseId),
        content.findDay(courseId, stageId, dayId),
      ]);
      if (!day) throw notFound();
      if (dayAccessIn(streams.get(courseId) ?? [], day, ctx.clock.now()) === 'locked') {
        throw forbidden('day_locked', dayErrorMessage('locked').key);
      }
      const [presented] = await contentService.presentDays([day], streams, true);
      if (!presented) throw notFound();
      return presented;
    },
  };
}
