import type { Day, Lesson } from '@platform/contracts/courses';
import type {
  LessonStatus,
  StreamStatusAnswer,
  UserHomeworkStatus,
} from '@platform/contracts/streams';
import { SECOND_MS } from '@platform/domain/constants/time';
import { clampRepeatCount, LESSON_TITLE_MARKERS, sortBySort } from '@platform/domain/lesson';
import { isLessonWatched } from '@platform/domain/statistics';
import { resumePosition } from '../player/resume-position';

type LessonTitleMarker = (typeof LESSON_TITLE_MARKERS)[number];

/** The translation key of each lesson title marker (the markers are Russian words). */
const MARKER_KEYS: Readonly<Record<LessonTitleMarker, string>> = {
  разбор: 'day.markers.breakdown',
  исполнение: 'day.markers.performance',
  теория: 'day.markers.theory',
};

const isMarker = (text: string): text is LessonTitleMarker =>
  (LESSON_TITLE_MARKERS as readonly string[]).includes(text);

/** A lesson subtitle's translation key when it is a known marker, else null (shown as is). */
export function markerKey(subtitle: string): string | null {
  const marker = subtitle.trim().toLowerCase();
  return isMarker(marker) ? MARKER_KEYS[marker] : null;
}

export type DayLesson = {
  /** The lesson set lesson's id: what statistics are kept by. */
  id: number;
  lesson: Lesson;
  durationMs: number;
  /** The lesson's saved statistics, if it has any. */
  stat: LessonStatus | null;
};

export type DayLessonSet = { id: number; repeatCount: number; lessons: DayLesson[] };

/** The lesson's length (seconds on the wire), else its video's (ms). */
function lessonDurationMs(lesson: Lesson): number {
  return lesson.videoLength > 0 ? lesson.videoLength * SECOND_MS : (lesson.video?.duration ?? 0);
}

/** Lesson sets and their lessons in sort order, each set's repeat count inside its user range,
 * each lesson with its statistics. */
export function dayLessonSets(day: Day, stats: readonly LessonStatus[]): DayLessonSet[] {
  const statOf = new Map(stats.map((stat) => [stat.lessonSetLessonId, stat]));
  return sortBySort(day.lessonSets ?? []).map((set) => ({
    id: set.id,
    repeatCount: clampRepeatCount(set.repeatCount, set.userRepeatRangeFrom, set.userRepeatRangeTo),
    lessons: sortBySort(set.lessons).map((item) => ({
      id: item.id,
      lesson: item.lesson,
      durationMs: lessonDurationMs(item.lesson),
      stat: statOf.get(item.id) ?? null,
    })),
  }));
}

/** Watched as the server counts it for the day's progress (packages/domain statistics). */
export const isWatched = (lesson: DayLesson) => isLessonWatched(lesson.stat?.viewedSeconds ?? 0);

/** Where the learner stopped in a lesson, when it opens there (not at its start). */
export const resumeAt = (lesson: DayLesson) =>
  resumePosition(lesson.stat?.positionSeconds ?? 0, lesson.durationMs / SECOND_MS);

/** Where the day opens: the first lesson left part-way (it goes on where it stopped), else the
 * first one not watched yet, else the first one. */
export function firstLessonToWatch(sets: readonly DayLessonSet[]): DayLesson | undefined {
  const lessons = sets.flatMap((set) => set.lessons);
  return (
    lessons.find((lesson) => resumeAt(lesson) > 0) ??
    lessons.find((lesson) => !isWatched(lesson)) ??
    lessons[0]
  );
}

/** Where a block stands while it plays: the lesson and the round (1 to the block's repeat
 * count). */
export type BlockPlace = { lessonId: number; round: number };

/** The block (lesson set) a lesson belongs to. */
export function blockOf(sets: readonly DayLessonSet[], lessonId: number): DayLessonSet | undefined {
  return sets.find((set) => set.lessons.some((lesson) => lesson.id === lessonId));
}

/**
 * What plays after a lesson ends: the block's next lesson; after its last one, its first again
 * while rounds are left (the set's repeat count, spec: clamped to the learner's range); null
 * when the block is done.
 */
export function nextInBlock(sets: readonly DayLessonSet[], place: BlockPlace): BlockPlace | null {
  const set = blockOf(sets, place.lessonId);
  if (!set) return null;
  const index = set.lessons.findIndex((lesson) => lesson.id === place.lessonId);
  const next = set.lessons[index + 1];
  if (next) return { lessonId: next.id, round: place.round };
  const first = set.lessons[0];
  if (!first || place.round >= set.repeatCount) return null;
  return { lessonId: first.id, round: place.round + 1 };
}

/** A day that is not a rest day needs lessons; without any the course data is broken. */
export function isIncorrectlyFilled(day: Day): boolean {
  return !day.dayOfRest && !(day.lessonSets ?? []).some((set) => set.lessons.length > 0);
}

/** The learner's statuses of this day's homeworks, in the day's order. */
export function dayHomeworks(status: StreamStatusAnswer, day: Day): UserHomeworkStatus[] {
  const statuses = (status.homeworks ?? []).filter(
    (homework) => homework.targetType === 'stage_day_homework',
  );
  return day.dayHomeworkIds.flatMap((homeworkId) =>
    statuses.filter((homework) => homework.homeworkId === homeworkId),
  );
}
