import { and, asc, eq, getTableColumns, inArray, isNotNull, min, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courseDocuments, courses, lessons, stages, videos } from '../../db/schema/courses';
import { userCourseStreams } from '../../db/schema/streams';
import { idArray } from './course-content.repository';

/** A course's columns with the ids of its stages (by sort) and lessons, for any statement that
 * has `courses` in its FROM (the streams list reads its courses this way). */
export const courseSelection = (db: Executor) => ({
  ...getTableColumns(courses),
  stageIds: idArray(db, stages, eq(stages.courseId, courses.id), sql`${stages.sort}, ${stages.id}`),
  lessonIds: idArray(db, lessons, eq(lessons.courseId, courses.id), sql`${lessons.id}`),
});

/** A course with the ids of its stages and lessons, read in the same statement. */
const selectCourses = (db: Executor) => db.select(courseSelection(db)).from(courses);
export type CourseRow = Awaited<ReturnType<typeof selectCourses>>[number];
export type DocumentRow = typeof courseDocuments.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;

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

export function coursesRepository(db: Executor) {
  return {
    listOwned: (userId: number): Promise<CourseRow[]> =>
      selectCourses(db)
        .where(inArray(courses.id, ownedCourseIds(db, userId)))
        .orderBy(asc(courses.id)),

    async findOwned(userId: number, id: number): Promise<CourseRow | undefined> {
      const [row] = await selectCourses(db).where(
        and(eq(courses.id, id), inArray(courses.id, ownedCourseIds(db, userId))),
      );
      return row;
    },

    /** Courses by id, for callers that already scoped the ids to the user. */
    byIds: (ids: readonly number[]): Promise<CourseRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : selectCourses(db)
            .where(inArray(courses.id, [...ids]))
            .orderBy(asc(courses.id)),

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
  };
}
