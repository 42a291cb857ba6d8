import type { Day, Lesson, LessonSet } from '@platform/contracts/courses';
import { milliseconds, seconds } from '@platform/contracts/time';
import {
  clampRepeatCount,
  sortBySort,
  splitLessonTitle,
  usableVideoRef,
} from '@platform/domain/lesson';
import type { CourseFileRef, lessons } from '../../db/schema/courses';
import type { MediaLinks } from '../media/media-links';
import type { DayRow, LessonSetJoinRow } from './course-content.repository';
import { presentVideo } from './courses.presenter';
import type { VideoRow } from './courses.repository';

type LessonRow = typeof lessons.$inferSelect;

/** With `links` null (the learner's stream does not run) the lesson is named but not playable:
 * no video and no file, so no link to any of its media. */
export function presentLesson(
  row: LessonRow,
  video: VideoRow | null,
  links: MediaLinks | null,
): Lesson {
  const ref = (value: CourseFileRef | null) => {
    const usable = usableVideoRef(value);
    return usable && links ? { ...usable, url: links.video(usable.url) } : null;
  };
  return {
    id: row.id,
    ...splitLessonTitle(row.title),
    videoLength: seconds(row.videoLengthSeconds),
    trainingOptions: row.trainingOptions,
    video: video && links ? presentVideo(video, row.id, links) : null,
    localVideoFile: ref(row.localVideoFile),
    localDescriptionVideoFile: ref(row.localDescriptionVideoFile),
    verticalVideo: ref(row.verticalVideo),
    verticalDescriptionVideo: ref(row.verticalDescriptionVideo),
  };
}

/** The joined lesson-set rows as each day's lesson sets, sets and lessons by their sort; a day's
 * lessons are signed with `linksOf(dayId)`, or not playable where it gives null. */
export function lessonSetsByDay(
  rows: readonly LessonSetJoinRow[],
  linksOf: (dayId: number) => MediaLinks | null,
): Map<number, LessonSet[]> {
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
        lesson: presentLesson(lesson, video, linksOf(set.dayId)),
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
    finish_total_time: milliseconds(row.finishTotalTimeSeconds * 1000),
    required_to_complete: row.requiredToComplete === 1,
    scores: row.scores,
    is_demo_accessible: row.isDemoAccessible,
    ...(lessonSets && { lessonSets }),
    dayHomeworkIds: row.dayHomeworkIds,
    // Banners are placed by the banners issue; no day has one yet.
    bannerIds: [],
  };
}
