import type { COURSE_EXPANSIONS, COURSE_FIELDS, Course } from '@platform/contracts/courses';
import { areDocumentsOpen } from '@platform/domain/content-access';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { selectFields } from '../../lib/fields';
import { presentCourseOffer } from '../catalog/catalog.presenter';
import { absoluteUrls } from '../catalog/catalog.service';
import { mediaLinks } from '../media/media-links';
import { type CourseAccess, courseAccessService } from './course-access.service';
import { courseContentService } from './course-content.service';
import { presentCourse, presentDocument, presentVideo } from './courses.presenter';
import { type CourseReader, type CourseRow, coursesRepository } from './courses.repository';

export type CourseExpansion = (typeof COURSE_EXPANSIONS)[number];
export type CourseField = (typeof COURSE_FIELDS)[number];

export function coursesService(ctx: AppContext, log: FastifyBaseLogger) {
  const courses = coursesRepository(ctx.db);
  const contentService = courseContentService(ctx, log);
  const access = courseAccessService(ctx);
  const links = mediaLinks(ctx);
  const absolute = absoluteUrls(ctx);

  /** The rows with their expansions, each expansion in one query for all the courses. The
   * course's images and demo video are its preview, signed for any user with a stream on it;
   * documents and lessons only for one whose stream opens them. Offers are the catalogue's,
   * their images absolute as GET /course-offer/find answers them. */
  async function present(
    userId: number,
    rows: readonly CourseRow[],
    expand: readonly CourseExpansion[],
  ): Promise<Course[]> {
    const courseIds = rows.map((row) => row.id);
    const needsAccess = expand.includes('documents') || expand.includes('stages');
    const [streams, documents, videos, offers] = await Promise.all([
      needsAccess ? access.ofCourses(userId, courseIds) : (new Map() as CourseAccess),
      expand.includes('documents') ? courses.documentsOf(courseIds) : [],
      expand.includes('demoVideo')
        ? courses.videosByIds(rows.flatMap((row) => (row.demoVideoId ? [row.demoVideoId] : [])))
        : [],
      expand.includes('offers') ? courses.offersByIds(rows.flatMap((row) => row.offerIds)) : [],
    ]);
    const stages = expand.includes('stages')
      ? await contentService.presentStages(rows, streams, { days: true, homeworks: false })
      : [];
    const demoVideoOf = (row: CourseRow) => {
      const video = videos.find((candidate) => candidate.id === row.demoVideoId);
      return video ? presentVideo(video, video.lessonId, links) : null;
    };
    const documentsOf = (row: CourseRow) =>
      areDocumentsOpen(streams.get(row.id) ?? [], row)
        ? documents
            .filter((doc) => doc.courseId === row.id)
            .map((doc) => presentDocument(doc, links))
        : [];
    const offersOf = (row: CourseRow) =>
      offers
        .filter((offer) => row.offerIds.includes(offer.id))
        .map((offer) => presentCourseOffer(offer, absolute));
    return rows.map((row) =>
      presentCourse(row, links, {
        ...(expand.includes('documents') && { documents: documentsOf(row) }),
        ...(expand.includes('demoVideo') && { demoVideo: demoVideoOf(row) }),
        ...(expand.includes('stages') && {
          stages: stages.filter((stage) => stage.courseId === row.id),
        }),
        ...(expand.includes('offers') && { offers: offersOf(row) }),
      }),
    );
  }

  return {
    /** The courses the user has a stream on. */
    async list(user: CourseReader, expand: readonly CourseExpansion[]): Promise<Course[]> {
      return present(user.id, await courses.listOwned(user), expand);
    },

    /** With `fields`, only those fields are answered and only their expansions are loaded. */
    async get(
      user: CourseReader,
      id: number,
      expand: readonly CourseExpansion[],
      fields: readonly CourseField[],
    ) {
      const row = await courses.findOwned(user, id);
      if (!row) throw notFound();
      const needed =
        fields.length === 0
          ? expand
          : (['documents'] as const).filter((name) => fields.includes(name));
      const [course] = await present(user.id, [row], needed);
      if (!course) throw notFound();
      return selectFields(course, fields);
    },

    versions: (userId: number) => courses.versionsOwned(userId),
  };
}
