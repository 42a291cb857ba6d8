import type { Executor } from '../../../db/client';
import { checkCourseFile, courseFileError } from './course-file.parser';
import type { CourseFile } from './course-file.schema';
import {
  type ContentKind,
  type ContentRow,
  type CourseImportRepository,
  courseImportRepository,
  type StoredContent,
} from './course-import.repository';

type Placed<T> = { item: T; id: number };

/**
 * Gives each wanted item an id. Items are named by a key that is stable across imports: their
 * place in the course (stage 2, day 9, its second lesson set...). An item whose key is stored
 * already keeps that row's id, so the learners' day statuses, statistics and homework that
 * point at it survive a re-import; the others get fresh ids. Stored keys nobody asks for are
 * stale.
 */
async function matchIds<T>(
  repository: CourseImportRepository,
  kind: ContentKind,
  items: T[],
  keyOf: (item: T, index: number) => string,
  stored: Map<string, number>,
): Promise<{ placed: Placed<T>[]; stale: number[] }> {
  const keys = items.map(keyOf);
  const fresh = await repository.allocateIds(kind, keys.filter((key) => !stored.has(key)).length);
  let next = 0;
  const placed = items.map((item, index) => {
    const key = keys[index] ?? '';
    // In file order, so that lessons and videos, matched by place in id order, stay in it.
    const id = stored.get(key) ?? fresh[next++];
    if (id === undefined) throw new Error(`no id allocated for ${kind} ${key}`);
    return { item, id };
  });
  const wanted = new Set(keys);
  const stale = [...stored].filter(([key]) => !wanted.has(key)).map(([, id]) => id);
  return { placed, stale };
}

const byPlace = (_: unknown, index: number) => String(index);
const storedByPlace = (ids: number[] = []) => new Map(ids.map((id, index) => [String(index), id]));
const storedBy = <R extends { id: number }>(rows: R[] = [], keyOf: (row: R) => string) =>
  new Map(rows.map((row) => [keyOf(row), row.id]));

/** Writes the content level by level, parents first, and drops the stale rows at the end. */
function contentWriter(repository: CourseImportRepository) {
  const stale: [ContentKind, number[]][] = [];
  return {
    async write<T, K extends ContentKind>(
      kind: K,
      items: T[],
      keyOf: (item: T, index: number) => string,
      stored: Map<string, number>,
      rowOf: (item: T, id: number, index: number) => ContentRow<K>,
    ): Promise<Placed<T>[]> {
      const match = await matchIds(repository, kind, items, keyOf, stored);
      stale.push([kind, match.stale]);
      await repository.upsert(
        kind,
        match.placed.map(({ item, id }, index) => rowOf(item, id, index)),
      );
      return match.placed;
    },
    /** Last, once nothing written points at the stale rows any more. */
    async removeStale() {
      for (const [kind, ids] of stale) await repository.remove(kind, ids);
    },
  };
}
type ContentWriter = ReturnType<typeof contentWriter>;

type Homework = CourseFile['stages'][number]['homeworks'][number];
type HomeworkTarget = {
  targetType: 'course_stage_homework' | 'stage_day_homework';
  stageId: number;
  dayId: number | null;
  sort: number;
};
const homeworkKey = (target: Omit<StoredContent['homeworks'][number], 'id'>) =>
  `${target.targetType}:${target.dayId ?? target.stageId}:${target.sort}`;

/** Everything below the course and its videos. */
async function writeContent(
  writer: ContentWriter,
  courseId: number,
  file: CourseFile,
  videos: Placed<CourseFile['videos'][number]>[],
  stored: StoredContent | undefined,
) {
  const videoIds = new Map(videos.map(({ item, id }) => [item.key, id]));
  const durations = new Map(file.videos.map((video) => [video.key, video.duration]));

  const lessons = await writer.write(
    'lessons',
    file.lessons,
    byPlace,
    storedByPlace(stored?.lessons),
    (lesson, id) => ({
      id,
      courseId,
      title: lesson.title,
      videoId: videoIds.get(lesson.video ?? '') ?? null,
      videoLengthSeconds: lesson.videoLength ?? durations.get(lesson.video ?? '') ?? 0,
      trainingOptions: lesson.trainingOptions,
      localVideoFile: lesson.localVideoFile ?? null,
      localDescriptionVideoFile: lesson.localDescriptionVideoFile ?? null,
      verticalVideo: lesson.verticalVideo ?? null,
      verticalDescriptionVideo: lesson.verticalDescriptionVideo ?? null,
    }),
  );
  const lessonIds = new Map(lessons.map(({ item, id }) => [item.key, id]));

  const stages = await writer.write(
    'stages',
    file.stages,
    byPlace,
    storedByPlace(stored?.stages),
    (stage, id, sort) => ({ id, courseId, sort, title: stage.title }),
  );

  const days = await writer.write(
    'days',
    stages.flatMap(({ item, id }) => item.days.map((day) => ({ day, stageId: id }))),
    ({ day, stageId }) => `${stageId}:${day.dayNumber}`,
    storedBy(stored?.days, (row) => `${row.stageId}:${row.dayNumber}`),
    ({ day, stageId }, id) => ({
      id,
      stageId,
      dayNumber: day.dayNumber,
      dayOfRest: day.dayOfRest,
      title: day.title,
      excerpt: day.excerpt,
      finishTotalTimeSeconds: day.finishTotalTime,
      requiredToComplete: day.requiredToComplete ? 1 : 0,
      scores: day.scores,
      isDemoAccessible: day.isDemoAccessible,
      openDelayDays: day.openDelayDays ?? null,
    }),
  );

  const sets = await writer.write(
    'lessonSets',
    days.flatMap(({ item, id }) =>
      item.day.lessonSets.map((set, sort) => ({ set, sort, dayId: id })),
    ),
    ({ dayId, sort }) => `${dayId}:${sort}`,
    storedBy(stored?.lessonSets, (row) => `${row.dayId}:${row.sort}`),
    ({ set, sort, dayId }, id) => ({
      id,
      dayId,
      sort,
      repeatCount: set.repeatCount,
      userRepeatRangeFrom: set.userRepeatRange[0],
      userRepeatRangeTo: set.userRepeatRange[1],
    }),
  );

  await writer.write(
    'lessonSetLessons',
    sets.flatMap(({ item, id }) =>
      item.set.lessons.map((key, sort) => ({
        lessonSetId: id,
        lessonId: lessonIds.get(key),
        sort,
      })),
    ),
    ({ lessonSetId, sort }) => `${lessonSetId}:${sort}`,
    storedBy(stored?.lessonSetLessons, (row) => `${row.lessonSetId}:${row.sort}`),
    // Every key was checked against the file's lessons.
    ({ lessonId = 0, ...placement }, id) => ({ id, lessonId, ...placement }),
  );

  const homeworks: { homework: Homework; target: HomeworkTarget }[] = [
    ...stages.flatMap(({ item, id }) =>
      item.homeworks.map((homework, sort) => ({
        homework,
        target: { targetType: 'course_stage_homework' as const, stageId: id, dayId: null, sort },
      })),
    ),
    ...days.flatMap(({ item, id }) =>
      item.day.homeworks.map((homework, sort) => ({
        homework,
        target: {
          targetType: 'stage_day_homework' as const,
          stageId: item.stageId,
          dayId: id,
          sort,
        },
      })),
    ),
  ];
  await writer.write(
    'homeworks',
    homeworks,
    ({ target }) => homeworkKey(target),
    storedBy(stored?.homeworks, homeworkKey),
    ({ homework, target }, id) => ({
      id,
      courseId,
      ...target,
      title: homework.title,
      description: homework.description,
      kind: homework.kind,
      isDemoAccessible: homework.isDemoAccessible,
      isRequired: homework.isRequired ? 1 : 0,
      scores: homework.scores,
    }),
  );

  await writer.write(
    'documents',
    file.documents,
    byPlace,
    storedByPlace(stored?.documents),
    (document, id, sort) => ({
      id,
      courseId,
      sort,
      title: document.title,
      url: document.url ?? null,
      file: document.file ?? null,
    }),
  );
}

/**
 * Imports a course file (from parseCourseFile, or built in code) in one transaction and answers
 * the course id. A course with the same key is updated in place: its row stays (streams point
 * at it), its version goes up by one, content at the same place keeps its id, content no longer
 * in the file goes. Problems are thrown as one CourseFileError with all of them, naming lines
 * when the document came from a file.
 */
export async function importCourse(
  db: Executor,
  document: unknown,
  source?: string,
): Promise<number> {
  const file = checkCourseFile(document, source);
  return db.transaction(async (tx) => {
    const repository = courseImportRepository(tx);
    const brandId = file.brand === undefined ? null : await repository.brandId(file.brand);
    if (brandId === undefined) {
      const problem = { path: ['brand'], message: `no brand with app id "${file.brand}"` };
      throw courseFileError(document, [problem], source);
    }

    const found = await repository.findCourse(file.key);
    const stored = found && (await repository.storedContent(found.id));
    const courseId = found?.id ?? (await repository.allocateIds('courses', 1))[0];
    if (courseId === undefined) throw new Error('no course id allocated');

    // Before the course row, which names the demo video.
    const writer = contentWriter(repository);
    const videos = await writer.write(
      'videos',
      file.videos,
      byPlace,
      storedByPlace(stored?.videos),
      (video, id) => ({
        id,
        durationSeconds: video.duration,
        url: video.url,
        hlsPlaylist: video.hlsPlaylist ?? null,
        preview: video.preview ?? null,
        mp4Playlist: video.mp4Playlist ?? null,
        subtitles: video.subtitles,
        courseIds: [courseId],
      }),
    );
    const values = {
      brandId,
      title: file.title,
      caption: file.caption,
      excerpt: file.excerpt,
      image: file.image ?? null,
      background: file.background ?? null,
      courseOptions: file.courseOptions,
      category: file.category ?? null,
      complexity: file.complexity ?? null,
      demoVideoId: videos.find(({ item }) => item.key === file.demoVideo)?.id ?? null,
      isDemoDocumentsAccessible: file.isDemoDocumentsAccessible,
      isDemoExpertMessageEnabled: file.isDemoExpertMessageEnabled,
      isDemoUserMessageEnabled: file.isDemoUserMessageEnabled,
      isDemoOfflineModeAccessible: file.isDemoOfflineModeAccessible,
    };
    if (found) await repository.updateCourse(courseId, values);
    else await repository.insertCourse(courseId, file.key, values);

    await writeContent(writer, courseId, file, videos, stored);
    await writer.removeStale();
    return courseId;
  });
}
