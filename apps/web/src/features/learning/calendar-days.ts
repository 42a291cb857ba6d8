import type { Stage } from '@platform/contracts/courses';
import type { Stream, StreamStatusAnswer } from '@platform/contracts/streams';
import { isDayLocked, isDemoRestricted } from '@platform/domain/demo-access';
import { sortBySort } from '@platform/domain/lesson';

/** Why a day cannot be opened: it opens later, it is not in the demo, or the server says so. */
export type LockReason = 'delay' | 'demo' | 'unavailable';

export type CalendarDay = {
  id: number;
  dayNumber: number;
  rest: boolean;
  /** null when the day can be opened. */
  lock: LockReason | null;
  started: boolean;
  finished: boolean;
  current: boolean;
};

export type CalendarStage = { id: number; title: string; days: CalendarDay[] };

function lockOf(
  stream: Stream,
  isDemoAccessible: boolean,
  status: { isLocked: boolean; isOpenByTimeDelay: boolean } | undefined,
): LockReason | null {
  const isOpenByTimeDelay = status?.isOpenByTimeDelay ?? true;
  const locked =
    (status?.isLocked ?? false) || isDayLocked(stream, { isDemoAccessible, isOpenByTimeDelay });
  if (!locked) return null;
  if (!isOpenByTimeDelay) return 'delay';
  return isDemoRestricted(stream) ? 'demo' : 'unavailable';
}

/**
 * The calendar of a stream: its course's stages in order, each with its days by number, and
 * what the stream's status says of every day (locked, started, finished, current).
 */
export function calendarStages(
  stages: readonly Stage[],
  status: StreamStatusAnswer,
  stream: Stream,
): CalendarStage[] {
  const dayStatuses = new Map((status.days ?? []).map((day) => [day.stageDayId, day]));
  const currentDayId = status.currentDay?.dayId;
  return sortBySort(stages).map((stage) => ({
    id: stage.id,
    title: stage.title,
    days: [...(stage.requestDays ?? [])]
      .sort((a, b) => a.dayNumber - b.dayNumber)
      .map((day) => {
        const dayStatus = dayStatuses.get(day.id);
        return {
          id: day.id,
          dayNumber: day.dayNumber,
          rest: day.dayOfRest,
          lock: lockOf(stream, day.is_demo_accessible, dayStatus),
          started: dayStatus?.startedAt != null,
          finished: dayStatus?.finishedAt != null,
          current: day.id === currentDayId,
        };
      }),
  }));
}
