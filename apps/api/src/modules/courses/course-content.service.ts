import type { Day, Stage } from '@platform/contracts/courses';
import { usableVideoRef } from '@platform/domain/lesson';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { presentHomework } from '../homework/homework.presenter';
import { mediaLinks } from '../media/media-links';
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

/** Stages and days with their lessons, whatever the course size in a fixed number of queries. */
export function courseContentService(ctx: AppContext, log: FastifyBaseLogger) {
  const content = courseContentRepository(ctx.db);
  const links = mediaLinks(ctx);

  /** The spec drops a lesson's video ref that is not a video, with a warning. */
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
    const now = ctx.clock.now();
    const accessOf = new Map(
      days.map((day) => [day.id, dayAccessIn(access.get(day.courseId) ?? [], day, now)]),
    );
    const shown = days.filter((day) => accessOf.get(day.id) !== 'locked');
    const rows = await content.lessonSetsOfDays(shown.map((day) => day.id));
    warnIgnoredRefs(rows);
    const lessonSets = lessonSetsByDay(rows, (dayId) =>
      accessOf.get(dayId) === 'open' ? links : null,
    );
    return days.map((day) => presentDay(day, lessonSets.get(day.id) ?? []));
  }

  async function presentStages(
    stages: readonly StageRow[],
    access: CourseAccess,
    expand: StageContent,
  ): Promise<Stage[]> {
    const stageIds = stages.map((stage) => stage.id);
    const [days, homeworks] = await Promise.all([
      expand.days
        ? content.daysOfStages(stageIds).then((rows) => presentDays(rows, access, true))
        : [],
      expand.homeworks ? content.homeworksOfStages(stageIds) : [],
    ]);
    return stages.map((stage) =>
      presentStage(stage, {
        ...(expand.days && { requestDays: days.filter((day) => day.stageId === stage.id) }),
        ...(expand.homeworks && {
          requestHomeworks: homeworks
            .filter((row) => row.stageId === stage.id)
            .map((row) => presentHomework(row.homework)),
        }),
      }),
    );
  }

  return { presentDays, presentStages };
}
