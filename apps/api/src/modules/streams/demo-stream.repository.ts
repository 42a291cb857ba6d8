import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courseServices } from '../../db/schema/course-services';
import { courses } from '../../db/schema/courses';
import { users } from '../../db/schema/users';

/** What the demo stream of a learner without streams is made from: the brand's demo course
 * service, and the learner's row as the lock of their first stream. */
export function demoStreamRepository(db: Executor) {
  return {
    /** The active demo service of that id on a course of the brand, with its course's title. */
    async demoService(brandId: number, serviceId: number) {
      const s = courseServices;
      const [row] = await db
        .select({ courseId: s.courseId, days: s.days, courseTitle: courses.title })
        .from(s)
        .innerJoin(courses, eq(courses.id, s.courseId))
        .where(
          and(
            eq(s.id, serviceId),
            eq(s.type, 'course_demo'),
            eq(s.isActive, true),
            eq(courses.brandId, brandId),
          ),
        );
      return row;
    },

    /** Holds the learner's row until the transaction ends, so that two calls at once cannot both
     * find the learner without streams; false when there is no such learner. */
    async lockLearner(userId: number): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return rows.length > 0;
    },
  };
}
