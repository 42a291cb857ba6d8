import {
  and,
  asc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  min,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { courseOffers } from '../../db/schema/catalog';
import { courseDocuments, courses, lessons, stages, videos } from '../../db/schema/courses';
import { userCourseStreams } from '../../db/schema/streams';
import { idArray } from './course-content.repository';

/** The order of a course's offers, the first being the one GET /course-offer/find answers. */
const offerOrder = sql`${courseOffers.sort}, ${courseOffers.id}`;

/**
 * A course's columns with the ids of its stages (by sort), lessons and offers, for any statement
 * that has `courses` in its FROM (the streams list reads its courses this way). Offers are the
 * catalogue's, a brand's through its course (as GET /course-offer/find): a course of another
 * brand than the learner's (`brandId`, a value or the learner's column) lists none.
 */
export const courseSelection = (db: Executor, brandId: number | AnyPgColumn) => ({
  ...getTableColumns(courses),
  stageIds: idArray(db, stages, eq(stages.courseId, courses.id), sql`${stages.sort}, ${stages.id}`),
  lessonIds: idArray(db, lessons, eq(lessons.courseId, courses.id), sql`${lessons.id}`),
  offerIds: idArray(
    db,
    courseOffers,
    and(eq(courseOffers.courseId, courses.id), eq(courses.brandId, brandId)) as SQL,
    offerOrder,
  ),
});

/** A course with the ids of its stages, lessons and offers, read in the same statement. */
const selectCourses = (db: Executor, brandId: number) =>
  db.select(courseSelection(db, brandId)).from(courses);
export type CourseRow = Awaited<ReturnType<typeof selectCourses>>[number];
export type DocumentRow = typeof courseDocuments.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;
export type OfferRow = Pick<typeof courseOffers.$inferSelect, 'id' | 'images' | 'serviceId'>;

/** A video with the lesson showing it (the first, if several do). */
const selectVideos = (db: Executor) =>
  db
    .select({
      ...getTableColumns(videos),
      lessonId: sql<number | null>`(${db
        .select({ id: min(lessons.id) })
        .from(lessons)
        .where(eq(lessons.videoId, videos.id))})`,
    })
    .from(videos);
export type VideoWithLesson = Awaited<ReturnType<typeof selectVideos>>[number];

/** The courses the user has a stream on. */
const ownedCourseIds = (db: Executor, userId: number) =>
  db
    .select({ courseId: userCourseStreams.courseId })
    .from(userCourseStreams)
    .where(eq(userCourseStreams.userId, userId));

/** Who reads the courses: their own, and the offers of their brand. */
export interface CourseReader {
  id: number;
  brandId: number;
}

export function coursesRepository(db: Executor) {
  return {
    listOwned: (user: CourseReader): Promise<CourseRow[]> =>
      selectCourses(db, user.brandId)
        .where(inArray(courses.id, ownedCourseIds(db, user.id)))
        .orderBy(asc(courses.id)),

    async findOwned(user: CourseReader, id: number): Promise<CourseRow | undefined> {
      const [row] = await selectCourses(db, user.brandId).where(
        and(eq(courses.id, id), inArray(courses.id, ownedCourseIds(db, user.id))),
      );
      return row;
    },

    versionsOwned: (userId: number) =>
      db
        .select({ id: courses.id, version: courses.version, updatedAt: courses.updatedAt })
        .from(courses)
        .where(inArray(courses.id, ownedCourseIds(db, userId)))
        .orderBy(asc(courses.id)),

    /** Documents that have a link or a file; the others are not shown. */
    documentsOf: (courseIds: readonly number[]): Promise<DocumentRow[]> =>
      db
        .select()
        .from(courseDocuments)
        .where(
          and(
            inArray(courseDocuments.courseId, [...courseIds]),
            or(isNotNull(courseDocuments.url), isNotNull(courseDocuments.file)),
          ),
        )
        .orderBy(asc(courseDocuments.sort), asc(courseDocuments.id)),

    videosByIds: (ids: readonly number[]): Promise<VideoWithLesson[]> =>
      ids.length === 0 ? Promise.resolve([]) : selectVideos(db).where(inArray(videos.id, [...ids])),

    /** Offers by id (a course row's `offerIds`, already of the learner's brand), in one
     * statement for all the courses of an answer. */
    offersByIds: (ids: readonly number[]): Promise<OfferRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: courseOffers.id,
              images: courseOffers.images,
              serviceId: courseOffers.serviceId,
            })
            .from(courseOffers)
            .where(inArray(courseOffers.id, [...ids]))
            .orderBy(offerOrder),
  };
}
