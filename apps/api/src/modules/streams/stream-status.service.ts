import {
  type STREAM_STATUS_FIELDS,
  STREAM_STATUS_PARTS,
  type StreamStatusAnswer,
  type StreamStatusPart,
} from '@platform/contracts/streams';
import { STATUS_CACHE_MS } from '@platform/domain/constants/learning';
import { currentTrainingDay } from '@platform/domain/current-day';
import type { AppContext } from '../../context';
import { selectFields } from '../../lib/fields';
import { presentConsultation } from '../consultations/consultations.presenter';
import { allowanceOf, consultationsService } from '../consultations/consultations.service';
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
import { learnerStreamsGroup } from './learning-changes';
import { lessonStatsRepository } from './lesson-stats.repository';
import { presentChatStatus, presentFreeze } from './streams.presenter';
import { type StreamView, streamsService } from './streams.service';

export type StatusExpansion = StreamStatusPart | 'chatStatus';
export type StatusField = (typeof STREAM_STATUS_FIELDS)[number];

export interface StatusQuery {
  expand: readonly StatusExpansion[];
  fields: readonly StatusField[];
  requestAll: boolean;
}

/** The parts a query asks for: request-all is every part; chatStatus is chatChannelMeta. */
function partsOf(query: StatusQuery): Set<StreamStatusPart> {
  if (query.requestAll) return new Set(STREAM_STATUS_PARTS);
  return new Set(query.expand.map((name) => (name === 'chatStatus' ? 'chatChannelMeta' : name)));
}

/** The day to continue with (packages/domain current-day); days in course order. */
function currentDayOf(states: readonly DayState[]): DayState | undefined {
  return currentTrainingDay(states, (state) => ({
    started: Boolean(state.status?.startedAt),
    finished: Boolean(state.status?.finishedAt),
    dayOfRest: state.day.dayOfRest,
    locked: state.isLocked,
  }));
}

/** A stream's status: the same number of queries for any course size, cached per variant. */
export function streamStatusService(ctx: AppContext) {
  const streams = streamsService(ctx);
  const content = courseContentRepository(ctx.db);
  const dayStatuses = dayStatusRepository(ctx.db);
  const lessonStats = lessonStatsRepository(ctx.db);
  const homework = homeworkRepository(ctx.db);
  const consultationsOf = consultationsService(ctx);

  async function dayStatesOf(view: StreamView): Promise<DayState[]> {
    const [days, statuses] = await Promise.all([
      content.daysOfCourses([view.row.courseId]),
      dayStatuses.ofStream(view.row.userId, view.row.id),
    ]);
    const byDay = new Map(statuses.map((status) => [status.dayId, status]));
    return days.map((day) => ({
      day,
      status: byDay.get(day.id),
      isOpenByTimeDelay: isDayOpenIn(view.row, day, view.now),
      isLocked: isDayLockedIn(view.row, day, view.now),
    }));
  }

  /** The asked parts: each is read only when asked for (homework status rows are created on
   * first sight, so that every listed one has an id). */
  async function partsFor(
    userId: number,
    view: StreamView,
    days: DayState[],
    parts: ReadonlySet<StreamStatusPart>,
  ): Promise<Partial<StreamStatusAnswer>> {
    const streamId = view.row.id;
    if (parts.has('homeworks')) await ensureStatuses(ctx.db, userId, streamId);
    const [stages, stats, homeworks, consultations] = await Promise.all([
      parts.has('stages') ? content.stagesOfCourses([view.row.courseId]) : undefined,
      parts.has('lessons') ? lessonStats.ofStream(userId, streamId) : undefined,
      parts.has('homeworks') ? homework.listOfStream(userId, streamId) : undefined,
      // One read for both parts: the meta counts the paid ones the list took.
      parts.has('consultations') || parts.has('chatChannelMeta')
        ? consultationsOf.ofStream(userId, streamId)
        : undefined,
    ]);
    const current = currentDayOf(days);
    return {
      ...(stages && { stages: stages.map((stage) => ({ id: stage.id, streamId })) }),
      ...(parts.has('days') && { days: days.map(presentDayStatus) }),
      ...(stats && { lessons: stats.map(presentLessonStatus) }),
      // With their homework (title, kind, place) and points: the day screen lists them by name.
      ...(homeworks && {
        homeworks: homeworks.map((row) => presentStatus(row, ['homework', 'scores'])),
      }),
      ...(parts.has('consultations') && {
        consultations: (consultations ?? []).map(presentConsultation),
      }),
      ...(parts.has('chatChannelMeta') && {
        chatChannelMeta: {
          ...presentChatStatus(view),
          consultationAllowance: allowanceOf(view.row.maxConsultationCount, consultations ?? []),
        },
      }),
      ...(parts.has('current_training_stage_id') && {
        current_training_stage_id: current?.day.stageId ?? null,
      }),
      ...(parts.has('current_training_day') && {
        current_training_day: current?.day.dayNumber ?? null,
      }),
    };
  }

  async function compute(userId: number, streamId: number, query: StatusQuery) {
    const view = await streams.view(userId, streamId);
    const parts = partsOf(query);
    const wanted = (name: StatusField) => query.fields.length === 0 || query.fields.includes(name);
    // The days are read only when an asked part is made of them.
    const needsDays =
      wanted('currentDay') ||
      parts.has('days') ||
      parts.has('current_training_stage_id') ||
      parts.has('current_training_day');
    const days = needsDays ? await dayStatesOf(view) : [];
    const current = currentDayOf(days);
    const answer: StreamStatusAnswer = {
      id: view.row.id,
      status: view.status,
      progress: view.progress,
      userCourseStreamFreeze: view.freeze ? presentFreeze(view.freeze, view.now) : null,
      currentDay: current ? presentCurrentDay(current.day) : null,
      ...(await partsFor(userId, view, days, parts)),
    };
    return selectFields(answer, query.fields);
  }

  return {
    /** Cached per learner, stream and query variant; learningChanged drops a learner's. */
    status(userId: number, streamId: number, query: StatusQuery) {
      const variant = [
        streamId,
        [...partsOf(query)].sort().join(','),
        [...query.fields].sort().join(','),
      ].join('|');
      return ctx.cache.remember(learnerStreamsGroup(userId), variant, STATUS_CACHE_MS, () =>
        compute(userId, streamId, query),
      );
    },
  };
}
