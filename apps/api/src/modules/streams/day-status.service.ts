import { type DayAction, dayActionProblem, dayErrorMessage } from '@platform/domain/day';
import type { StreamStatus } from '@platform/domain/stream-status';
import type { AppContext } from '../../context';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isDayLockedIn } from '../courses/course-access.service';
import { courseContentRepository } from '../courses/course-content.repository';
import { pointsAwards } from '../points/points.service';
import { presentDayProgress, presentUserDayStatus } from './day-status.presenter';
import { dayStatusRepository } from './day-status.repository';
import { learningChanged } from './learning-changes';
import { streamsService } from './streams.service';

/** Why a stream that is not running cannot start or finish days. */
const NOT_RUNNING_KEYS: Partial<Record<StreamStatus, string>> = {
  not_started: 'learning.dayErrors.streamNotStarted',
  ended: 'learning.dayErrors.streamEnded',
  freeze: 'learning.dayErrors.streamFrozen',
  stopped: 'learning.dayErrors.streamStopped',
};

/** Days of a stream are started, then finished; both are idempotent. */
export function dayStatusService(ctx: AppContext) {
  const streams = streamsService(ctx);
  const content = courseContentRepository(ctx.db);
  const dayStatuses = dayStatusRepository(ctx.db);

  /** The stream and its course's day, checked for the action: 404, then 409, then 403. */
  async function checked(userId: number, streamId: number, dayId: number, action: DayAction) {
    const view = await streams.view(userId, streamId);
    const [day, existing] = await Promise.all([
      content.findCourseDay(view.row.courseId, dayId),
      dayStatuses.find(userId, streamId, dayId),
    ]);
    if (!day) throw notFound();
    const notRunning = NOT_RUNNING_KEYS[view.status];
    if (notRunning) throw conflict('stream_not_running', notRunning);
    const problem = dayActionProblem(action, {
      locked: isDayLockedIn(view.row, day, view.now),
      started: Boolean(existing?.startedAt),
    });
    if (problem === 'locked') throw forbidden('day_locked', dayErrorMessage('locked').key);
    if (problem === 'notStarted') throw conflict('day_not_started', dayErrorMessage(problem).key);
    return view;
  }

  return {
    async start(userId: number, streamId: number, dayId: number) {
      const view = await checked(userId, streamId, dayId, 'start');
      const row = await dayStatuses.start(userId, streamId, dayId, view.now);
      if (!row) throw notFound();
      await learningChanged(ctx, { userId });
      return presentUserDayStatus(row);
    },

    async finish(userId: number, streamId: number, dayId: number) {
      const view = await checked(userId, streamId, dayId, 'finish');
      const row = await dayStatuses.finish(userId, streamId, dayId, view.now);
      if (!row) throw conflict('day_not_started', dayErrorMessage('notStarted').key);
      await pointsAwards(ctx.db).dayFinished(userId, streamId, dayId);
      await learningChanged(ctx, { userId });
      return presentUserDayStatus(row);
    },

    /** Viewed lessons of a started day over the day's lessons. */
    async progress(userId: number, streamId: number, dayStatusId: number) {
      const row = await dayStatuses.progress(userId, streamId, dayStatusId);
      if (!row) throw notFound();
      return presentDayProgress(row);
    },
  };
}
