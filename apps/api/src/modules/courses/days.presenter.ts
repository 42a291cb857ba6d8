import type { Day, Lesson, LessonSet } from '@platform/contracts/courses';
import {
  clampRepeatCount,
  sortBySort,
  splitLessonTitle,
  usableVideoRef,
} from '@platform/domain/lesson';
import type { lessons } from '../../db/schema/courses';
import type { DayRow, LessonSetJoinRow } from './course-content.repository';
import { presentVideo } from './courses.presenter';
import type { VideoRow } from './courses.repository';

type LessonRow = typeof lessons.$inferSelect;

export function presentLesson(row: LessonRow, video: VideoRow | null): Lesson {
  return {
    id: row.id,
    ...splitLessonTitle(row.title),
    videoLength: row.videoLengthSeconds,
    trainingOptions: row.trainingOptions,
    video: video ? presentVideo(video, row.id) : null,
    localVideoFile: usableVideoRef(row.localVideoFile),
    localDescriptionVideoFile: usableVideoRef(row.localDescriptionVideoFile),
    verticalVideo: usableVideoRef(row.verticalVideo),
    verticalDescriptionVideo: usableVideoRef(row.verticalDescriptionVideo),
  };
}

/** The joined lesson-set rows as each day's lesson sets, sets and lessons by their sort. */
export function lessonSetsByDay(rows: readonly LessonSetJoinRow[]): Map<number, LessonSet[]> {
  const sets = new Map<number, { dayId: number; set: LessonSet }>();
  for (const { set, item, lesson, video } of rows) {
    let entry = sets.get(set.id);
    if (!entry) {
      entry = {
        dayId: set.dayId,
        set: {
          id: set.id,
          sort: set.sort,
          repeatCount: clampRepeatCount(
            set.repeatCount,
            set.userRepeatRangeFrom,
            set.userRepeatRangeTo,
          ),
          userRepeatRangeFrom: set.userRepeatRangeFrom,
          userRepeatRangeTo: set.userRepeatRangeTo,
          lessons: [],
        },
      };
      sets.set(set.id, entry);
    }
    if (item && lesson) {
      entry.set.lessons.push({
        id: item.id,
        sort: item.sort,
        lessonId: lesson.id,
        lesson: presentLesson(lesson, video),
      });
    }
  }
  const byDay = new Map<number, LessonSet[]>();
  for (const { dayId, set } of sets.values()) {
    const daySets = byDay.get(dayId) ?? [];
    daySets.push({ ...set, lessons: sortBySort(set.lessons) });
    byDay.set(dayId, daySets);
  }
  for (const [dayId, daySets] of byDay) byDay.set(dayId, sortBySort(daySets));
  return byDay;
}

export function presentDay(row: DayRow, lessonSets?: LessonSet[]): Day {
  return {
    id: row.id,
    stageId: row.stageId,
    dayNumber: row.dayNumber,
    dayOfRest: row.dayOfRest,
    title: row.title,
    excerpt: row.excerpt,
    finish_total_time: row.finishTotalTimeSeconds * 1000,
    required_to_complete: row.requiredToComplete === 1,
    scores: row.scores,
    is_demo_accessible: row.isDemoAccessible,
    ...(lessonSets && { lessonSets }),
    dayHomeworkIds: row.dayHomeworkIds,
    // Banners are placed by the banners issue; no day has one yet.
    bannerIds: [],
  };
}
