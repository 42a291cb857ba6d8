import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses } from '../../db/schema/courses';
import { expertCourses } from '../../db/schema/experts';
import { users } from '../../db/schema/users';

/** Which courses each expert reviews (expert_courses). */
export function expertAssignmentsRepository(db: Executor) {
  return {
    /** A live account by e-mail (any case), with whether it may review. */
    async findAccount(email: string) {
      const [row] = await db
        .select({ id: users.id, isExpert: users.isExpert, isAdmin: users.isAdmin })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.deletedAt)));
      return row && { id: row.id, reviews: row.isExpert || row.isAdmin };
    },

    /** Courses by the keys of their course files. */
    coursesByKeys: (keys: readonly string[]) =>
      db
        .select({ id: courses.id, key: courses.importKey, brandId: courses.brandId })
        .from(courses)
        .where(inArray(courses.importKey, [...keys])),

    /** Assigns the courses; those already assigned stay as they are. */
    async assign(expertUserId: number, courseIds: readonly number[]): Promise<void> {
      if (courseIds.length === 0) return;
      await db
        .insert(expertCourses)
        .values(courseIds.map((courseId) => ({ expertUserId, courseId })))
        .onConflictDoNothing();
    },

    /** The keys of the courses the expert reviews. */
    async courseKeysOf(expertUserId: number): Promise<string[]> {
      const rows = await db
        .select({ key: courses.importKey })
        .from(expertCourses)
        .innerJoin(courses, eq(courses.id, expertCourses.courseId))
        .where(eq(expertCourses.expertUserId, expertUserId))
        .orderBy(asc(courses.importKey));
      return rows.map((row) => row.key);
    },
  };
}
