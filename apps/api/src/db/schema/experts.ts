import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { courses } from './courses';
import { users } from './users';

/** The courses an expert reviews: the expert sees and reviews the homework of these courses'
 * learners (of the expert's brand) and no one else's. */
export const expertCourses = pgTable(
  'expert_courses',
  {
    expertUserId: integer('expert_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.expertUserId, t.courseId] }),
    index('expert_courses_course_idx').on(t.courseId),
  ],
);
