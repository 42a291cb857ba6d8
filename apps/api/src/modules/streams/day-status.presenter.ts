import type {
  CurrentDay,
  DayProgress,
  DayStatus,
  LessonStatus,
  UserDayStatus,
} from '@platform/contracts/streams';
import { seconds as asSeconds } from '@platform/contracts/time';
import { capProgress } from '@platform/domain/lesson';
import type { z } from 'zod';
import { toSeconds } from '../../lib/clock';
import type { DayRow } from '../courses/course-content.repository';
import type { DayStatusRow } from './day-status.repository';
import type { LessonStatRow } from './lesson-stats.repository';

const seconds = (date: Date | null) => (date ? toSeconds(date) : null);

/** A day of the stream's course as the stream sees it now. */
export interface DayState {
  day: DayRow;
  status: DayStatusRow | undefined;
  isOpenByTimeDelay: boolean;
  isLocked: boolean;
}

export function presentDayStatus({
  day,
  status,
  isOpenByTimeDelay,
  isLocked,
}: DayState): DayStatus {
  return {
    stageDayId: day.id,
    stageId: day.stageId,
    dayNumber: day.dayNumber,
    dayStatusId: status?.id ?? null,
    isOpenByTimeDelay,
    isLocked,
    startedAt: seconds(status?.startedAt ?? null),
    finishedAt: seconds(status?.finishedAt ?? null),
  };
}

export function presentCurrentDay(day: DayRow): z.infer<typeof CurrentDay> {
  return {
    stageId: day.stageId,
    dayId: day.id,
    dayNumber: day.dayNumber,
    title: day.title,
    excerpt: day.excerpt,
  };
}

export function presentUserDayStatus(row: DayStatusRow): z.infer<typeof UserDayStatus> {
  return {
    id: row.id,
    streamId: row.streamId,
    stageDayId: row.dayId,
    startedAt: seconds(row.startedAt),
    finishedAt: seconds(row.finishedAt),
  };
}

export function presentLessonStatus(row: LessonStatRow): LessonStatus {
  return {
    lessonSetLessonId: row.lessonSetLessonId,
    dayStatusId: row.dayStatusId,
    viewedSeconds: asSeconds(row.viewedSeconds),
    playCount: row.playCount,
    positionSeconds: asSeconds(row.positionSeconds),
  };
}

export function presentDayProgress(row: {
  id: number;
  lessonsCount: number;
  viewedLessonsCount: number;
}): z.infer<typeof DayProgress> {
  const progress = row.lessonsCount > 0 ? (row.viewedLessonsCount / row.lessonsCount) * 100 : 0;
  return { ...row, progress: capProgress(progress) };
}
