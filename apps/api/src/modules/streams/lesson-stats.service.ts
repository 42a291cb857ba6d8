import type { SaveLessonStatBody } from '@platform/contracts/streams';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { presentLessonStatus } from './day-status.presenter';
import { learningChanged } from './learning-changes';
import { lessonStatsRepository } from './lesson-stats.repository';

/** Viewing statistics of the lessons of a started day. */
export function lessonStatsService(ctx: AppContext) {
  const stats = lessonStatsRepository(ctx.db);
  return {
    /** The day status must be of that day of the user's stream and the lesson placed in that
     * day; anything else is not found. Saving again keeps the larger figures and the latest
     * position. */
    async save(userId: number, body: z.infer<typeof SaveLessonStatBody>) {
      const target = {
        userId,
        streamId: body.user_course_stream_id,
        dayId: body.stage_day_id,
        dayStatusId: body.day_status,
        lessonSetLessonId: body.stage_day_lesson_set_lesson_id,
      };
      const row = await stats.upsert(
        target,
        {
          viewedSeconds: body.viewed_seconds,
          playCount: body.play_count,
          positionSeconds: body.position_seconds,
        },
        ctx.clock.now(),
      );
      if (!row) throw notFound();
      await learningChanged(ctx, { userId });
      return presentLessonStatus(row);
    },
  };
}
