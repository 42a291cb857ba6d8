import type { Day, Stage } from '@platform/contracts/courses';
import type { LessonAccess } from '@platform/domain/content-access';
import { usableVideoRef } from '@platform/domain/lesson';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { freezeDeep } from '../../lib/serializer';
import { presentHomework } from '../homework/homework.presenter';
import { mediaLinks, mediaLinksExpiry } from '../media/media-links';
import { type CourseAccess, dayAccessIn } from './course-access.service';
import {
  courseContentRepository,
  type DayRow,
  type LessonSetJoinRow,
  type StageRow,
} from './course-content.repository';
import { lessonSetsByDay, presentDay } from './days.presenter';
import { presentStage } from './stages.presenter';

const VIDEO_REFS = [
  'localVideoFile',
  'localDescriptionVideoFile',
  'verticalVideo',
  'verticalDescriptionVideo',
] as const;

export interface StageContent {
  days: boolean;
  homeworks: boolean;
}

/** A course at one version, as the learner sees it: the version names the course's content. */
export interface CourseVersionRef {
  id: number;
  version: number;
}

/** A course's stages, days and lesson sets at one version. Only an import changes them, and an
 * import raises the course's version, so one read per version serves every request. */
interface CourseStructure {
  stages: StageRow[];
  days: DayRow[];
  lessonSets: LessonSetJoinRow[];
  /** Presented stages with every day, by the days' access and the media links' expiry: learners
   * whose streams open the same days in the same link window get the same answer. */
  withDays: LRUCache<string, Stage[]>;
}

/** Courses kept per database, the least recently read dropped first. */
const MAX_COURSES = 200;
/** Presented variants kept per course. */
const MAX_VARIANTS = 32;

/** Per database (a test process opens many), by `id@version`. Immutable per key, so each
 * instance keeps its own copy and none needs telling of an import. */
const structuresOf = new WeakMap<Executor, LRUCache<string, Promise<CourseStructure>>>();

const keyOf = (course: CourseVersionRef) => `${course.id}@${course.version}`;

/** Stages and days with their lessons, whatever the course size in a fixed number of queries. */
export function courseContentService(ctx: AppContext, log: FastifyBaseLogger) {
  const content = courseContentRepository(ctx.db);
  const links = mediaLinks(ctx);

  let structures = structuresOf.get(ctx.db);
  if (!structures) {
    structures = new LRUCache({ max: MAX_COURSES });
    structuresOf.set(ctx.db, structures);
  }
  const cached = structures;

  /** The spec drops a lesson's video ref that is not a video, with a warning (once per read of
   * the course). */
  function warnIgnoredRefs(rows: readonly LessonSetJoinRow[]) {
    for (const { lesson } of rows) {
      for (const name of VIDEO_REFS) {
        const ref = lesson?.[name];
        if (ref && !usableVideoRef(ref)) {
          log.warn({ lessonId: lesson.id, ref: name, type: ref.type }, 'lesson video ref ignored');
        }
      }
    }
  }

  /** Reads the courses not kept yet, all of them in three queries. */
  async function load(courses: readonly CourseVersionRef[]): Promise<CourseStructure[]> {
    const stages = await content.stagesOfCourses(courses.map((course) => course.id));
    const days = await content.daysOfStages(stages.map((stage) => stage.id));
    const lessonSets = await content.lessonSetsOfDays(days.map((day) => day.id));
    warnIgnoredRefs(lessonSets);
    const courseOfDay = new Map(days.map((day) => [day.id, day.courseId]));
    return courses.map((course) => ({
      stages: stages.filter((stage) => stage.courseId === course.id),
      days: days.filter((day) => day.courseId === course.id),
      lessonSets: lessonSets.filter((row) => courseOfDay.get(row.set.dayId) === course.id),
      withDays: new LRUCache({ max: MAX_VARIANTS }),
    }));
  }

  /** The structures of these courses, from memory where kept. */
  async function structuresFor(
    courses: readonly CourseVersionRef[],
  ): Promise<Map<number, CourseStructure>> {
    const kept = courses.map((course) => cached.get(keyOf(course)));
    const missing = courses.filter((_, index) => kept[index] === undefined);
    const loading = missing.length > 0 ? load(missing) : Promise.resolve([]);
    const found = await Promise.all(
      courses.map(async (course, index) => {
        const known = kept[index];
        if (known) return [course.id, await known] as const;
        const structure = loading.then(
          (loaded) => loaded[missing.indexOf(course)] as CourseStructure,
        );
        cached.set(keyOf(course), structure);
        // A failed read is not kept: the next request reads again.
        structure.catch(() => cached.delete(keyOf(course)));
        return [course.id, await structure] as const;
      }),
    );
    return new Map(found);
  }

  /** Each day's lessons for the user: a day locked in every stream of theirs keeps its lessons
   * to itself, one no running stream opens names them without media. */
  function accessOfDays(days: readonly DayRow[], access: CourseAccess) {
    const now = ctx.clock.now();
    return new Map<number, LessonAccess>(
      days.map((day) => [day.id, dayAccessIn(access.get(day.courseId) ?? [], day, now)]),
    );
  }

  /** Days, with their lesson sets if asked. A day locked in every stream of the user on its
   * course keeps its lessons to itself (an empty list), as the single-day call refuses it; a day
   * no running stream of the user opens names its lessons without their media; only an open
   * day's lessons carry links, signed for the user. */
  async function presentDays(
    days: readonly DayRow[],
    access: CourseAccess,
    withLessonSets: boolean,
  ): Promise<Day[]> {
    if (!withLessonSets) return days.map((day) => presentDay(day));
    const accessOf = accessOfDays(days, access);
    const shown = days.filter((day) => accessOf.get(day.id) !== 'locked');
    const rows = await content.lessonSetsOfDays(shown.map((day) => day.id));
    warnIgnoredRefs(rows);
    return daysWithLessons(days, accessOf, rows);
  }

  function daysWithLessons(
    days: readonly DayRow[],
    accessOf: ReadonlyMap<number, LessonAccess>,
    rows: readonly LessonSetJoinRow[],
  ): Day[] {
    const shownRows = rows.filter((row) => accessOf.get(row.set.dayId) !== 'locked');
    const lessonSets = lessonSetsByDay(shownRows, (dayId) =>
      accessOf.get(dayId) === 'open' ? links : null,
    );
    return days.map((day) => presentDay(day, lessonSets.get(day.id) ?? []));
  }

  /** The course's stages with every day, presented once per variant (the days' access for the
   * user and the links' expiry, which stays the same for a whole window). */
  function stagesWithDays(structure: CourseStructure, access: CourseAccess): Stage[] {
    const accessOf = accessOfDays(structure.days, access);
    const expiry = mediaLinksExpiry(ctx.clock);
    const variant = `${expiry}:${[...accessOf.values()].map((value) => value[0]).join('')}`;
    const kept = structure.withDays.get(variant);
    if (kept) return kept;
    const days = daysWithLessons(structure.days, accessOf, structure.lessonSets);
    // Frozen: shared by the requests of the variant, and serialized once (lib/serializer).
    const stages = freezeDeep(
      structure.stages.map((stage) =>
        presentStage(stage, { requestDays: days.filter((day) => day.stageId === stage.id) }),
      ),
    );
    structure.withDays.set(variant, stages);
    return stages;
  }

  /** The stages of these courses (each at the version the caller read), in course order; their
   * days and homeworks when asked. Stages with every day are shared between requests, frozen
   * (one course's whole list too). */
  async function presentStages(
    courses: readonly CourseVersionRef[],
    access: CourseAccess,
    expand: StageContent,
  ): Promise<Stage[]> {
    const structures = await structuresFor(courses);
    const stageRows = courses.flatMap((course) => structures.get(course.id)?.stages ?? []);
    const homeworks = expand.homeworks
      ? await content.homeworksOfStages(stageRows.map((stage) => stage.id))
      : [];
    const perCourse = courses.map((course) => {
      const structure = structures.get(course.id);
      if (!structure) return [];
      const stages = expand.days
        ? stagesWithDays(structure, access)
        : structure.stages.map((stage) => presentStage(stage));
      if (!expand.homeworks) return stages;
      return stages.map((stage) => ({
        ...stage,
        requestHomeworks: homeworks
          .filter((row) => row.stageId === stage.id)
          .map((row) => presentHomework(row.homework)),
      }));
    });
    // One course's kept list goes out as it is: the serializer keeps its bytes whole.
    return perCourse.length === 1 ? (perCourse[0] as Stage[]) : perCourse.flat();
  }

  return { presentDays, presentStages };
}
