import type { StreamStatusAnswer } from '@platform/contracts/streams';
import { STATUS_CACHE_MS } from '@platform/domain/constants';
import type { AppContext } from '../../context';
import { selectFields } from '../../lib/fields';
import { isDayLockedIn, isDayOpenIn } from '../courses/course-access.service';
import { courseContentRepository } from '../courses/course-content.repository';
import { presentStatus } from '../homework/homework.presenter';
import { ensureStatuses, homeworkRepository } from '../homework/homework.repository';
import {
  type DayState,
  presentCurrentDay,
  presentDayStatus,
  presentLessonStatus,
} from './day-status.presenter';
import { dayStatusRepository } from './day-status.repository';
import { lessonStatsRepository } from './lesson-stats.repository';
import { presentChatStatus, presentFreeze } from './streams.presenter';
import {
  type StreamExpansion,
  type StreamField,
  type StreamView,
  streamStatusCacheGroup,
  streamsService,
} from './streams.service';

export interface StatusQuery {
  expand: readonly StreamExpansion[];
  fields: readonly StreamField[];
  requestAll: boolean;
}

/** The day to continue with: the first started and unfinished one, else the first one not
 * finished that is neither a rest day nor locked; days in course order. */
function currentDayOf(states: readonly DayState[]): DayState | undefined {
  return (
    states.find((state) => state.status?.startedAt && !state.status.finishedAt) ??
    states.find((state) => !state.status?.finishedAt && !state.day.dayOfRest && !state.isLocked)
  );
}

/** A stream's status: the same number of queries for any course size, cached per variant. */
export function streamStatusService(ctx: AppContext) {
  const streams = streamsService(ctx);
  const content = courseContentRepository(ctx.db);
  const dayStatuses = dayStatusRepository(ctx.db);
  const lessonStats = lessonStatsRepository(ctx.db);
  const homework = homeworkRepository(ctx.db);

  async function dayStatesOf(view: StreamView): Promise<DayState[]> {
    const [days, statuses] = await Promise.all([
      content.daysOfCourses([view.row.courseId]),
      dayStatuses.ofStream(view.row.id),
    ]);
    const byDay = new Map(statuses.map((status) => [status.dayId, status]));
    return days.map((day) => ({
      day,
      status: byDay.get(day.id),
      isOpenByTimeDelay: isDayOpenIn(view.row, day, view.now),
      isLocked: isDayLockedIn(view.row, day, view.now),
    }));
  }

  /** What request-all adds: every stage, day, lesson statistic and homework of the stream. */
  async function everything(userId: number, view: StreamView, days: DayState[]) {
    const streamId = view.row.id;
    // A homework's status row is created on first sight, so that every listed one has an id.
    await ensureStatuses(ctx.db, streamId);
    const [stages, stats, homeworks] = await Promise.all([
      content.stagesOfCourses([view.row.courseId]),
      lessonStats.ofStream(streamId),
      homework.listOfStream(userId, streamId),
    ]);
    const current = currentDayOf(days);
    return {
      stages: stages.map((stage) => ({ id: stage.id, streamId })),
      days: days.map(presentDayStatus),
      lessons: stats.map(presentLessonStatus),
      // With their homework (title, kind, place) and points: the day screen lists them by name.
      homeworks: homeworks.map((row) => presentStatus(row, ['homework', 'scores'])),
      // Consultations arrive with the chats issue; none can exist before it.
      consultations: [],
      chatChannelMeta: presentChatStatus(view),
      current_training_stage_id: current?.day.stageId ?? null,
      current_training_day: current?.day.dayNumber ?? null,
    };
  }

  async function compute(userId: number, streamId: number, query: StatusQuery) {
    const view = await streams.view(userId, streamId);
    if (query.fields.length > 0) {
      return selectFields({ id: view.row.id, progress: view.progress }, query.fields);
    }
    const days = await dayStatesOf(view);
    const current = currentDayOf(days);
    const answer: StreamStatusAnswer = {
      id: view.row.id,
      status: view.status,
      progress: view.progress,
      userCourseStreamFreeze: view.freeze ? presentFreeze(view.freeze, view.now) : null,
      currentDay: current ? presentCurrentDay(current.day) : null,
      ...(query.expand.includes('chatStatus') && { chatChannelMeta: presentChatStatus(view) }),
      ...(query.requestAll && (await everything(userId, view, days))),
    };
    return answer;
  }

  return {
    /** Cached per stream, user and query variant; writes to the stream drop its entries. */
    status(userId: number, streamId: number, query: StatusQuery) {
      const variant = [
        userId,
        query.requestAll ? 'all' : 'base',
        [...query.expand].sort().join(','),
        [...query.fields].sort().join(','),
      ].join('|');
      return ctx.cache.remember(streamStatusCacheGroup(streamId), variant, STATUS_CACHE_MS, () =>
        compute(userId, streamId, query),
      );
    },
  };
}
