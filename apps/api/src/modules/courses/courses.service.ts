import type { COURSE_EXPANSIONS, COURSE_FIELDS, Course } from '@platform/contracts/courses';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { selectFields } from '../../lib/fields';
import { courseAccessService } from './course-access.service';
import { courseContentRepository } from './course-content.repository';
import { courseContentService } from './course-content.service';
import { presentCourse, presentDocument, presentVideo } from './courses.presenter';
import { type CourseRow, coursesRepository } from './courses.repository';

export type CourseExpansion = (typeof COURSE_EXPANSIONS)[number];
export type CourseField = (typeof COURSE_FIELDS)[number];

export function coursesService(ctx: AppContext, log: FastifyBaseLogger) {
  const courses = coursesRepository(ctx.db);
  const content = courseContentRepository(ctx.db);
  const contentService = courseContentService(ctx, log);
  const access = courseAccessService(ctx);

  /** The rows with their expansions, each expansion in one query for all the courses. */
  async function present(
    userId: number,
    rows: readonly CourseRow[],
    expand: readonly CourseExpansion[],
  ): Promise<Course[]> {
    const courseIds = rows.map((row) => row.id);
    const [documents, videos, stages] = await Promise.all([
      expand.includes('documents') ? courses.documentsOf(courseIds) : [],
      expand.includes('demoVideo')
        ? courses.videosByIds(rows.flatMap((row) => (row.demoVideoId ? [row.demoVideoId] : [])))
        : [],
      expand.includes('stages')
        ? Promise.all([
            content.stagesOfCourses(courseIds),
            access.ofCourses(userId, courseIds),
          ]).then(([stageRows, streams]) =>
            contentService.presentStages(stageRows, streams, { days: true, homeworks: false }),
          )
        : [],
    ]);
    const demoVideoOf = (row: CourseRow) => {
      const video = videos.find((candidate) => candidate.id === row.demoVideoId);
      return video ? presentVideo(video, video.lessonId) : null;
    };
    return rows.map((row) =>
      presentCourse(row, {
        ...(expand.includes('documents') && {
          documents: documents.filter((doc) => doc.courseId === row.id).map(presentDocument),
        }),
        ...(expand.includes('demoVideo') && { demoVideo: demoVideoOf(row) }),
        ...(expand.includes('stages') && {
          stages: stages.filter((stage) => stage.courseId === row.id),
        }),
      }),
    );
  }

  return {
    /** The courses the user has a stream on. */
    async list(userId: number, expand: readonly CourseExpansion[]): Promise<Course[]> {
      return present(userId, await courses.listOwned(userId), expand);
    },

    /** With `fields`, only those fields are answered and only their expansions are loaded. */
    async get(
      userId: number,
      id: number,
      expand: readonly CourseExpansion[],
      fields: readonly CourseField[],
    ) {
      const row = await courses.findOwned(userId, id);
      if (!row) throw notFound();
      const needed =
        fields.length === 0
          ? expand
          : (['documents'] as const).filter((name) => fields.includes(name));
      const [course] = await present(userId, [row], needed);
      if (!course) throw notFound();
      return selectFields(course, fields);
    },

    versions: (userId: number) => courses.versionsOwned(userId),
  };
}
