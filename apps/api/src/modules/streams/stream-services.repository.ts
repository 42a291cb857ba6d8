import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courseServices } from '../../db/schema/course-services';

/** Service types that sell access to a course (the stream's `service`); extensions of expert
 * questions and demo services are not. */
const ACCESS_TYPES = ['course_subscription', 'course_buy'] as const;

export type StreamServiceRow = Pick<
  typeof courseServices.$inferSelect,
  'id' | 'courseId' | 'type' | 'title' | 'price' | 'currency' | 'days'
>;

/** The streams list's `service` expansion: one statement for any number of courses. */
export function streamServicesRepository(db: Executor) {
  return {
    /** Each course's access service: its cheapest active one, the oldest of equal price. */
    async accessServices(courseIds: readonly number[]): Promise<Map<number, StreamServiceRow>> {
      const found = new Map<number, StreamServiceRow>();
      if (courseIds.length === 0) return found;
      const s = courseServices;
      const rows = await db
        .selectDistinctOn([s.courseId], {
          id: s.id,
          courseId: s.courseId,
          type: s.type,
          title: s.title,
          price: s.price,
          currency: s.currency,
          days: s.days,
        })
        .from(s)
        .where(
          and(
            inArray(s.courseId, [...new Set(courseIds)]),
            inArray(s.type, [...ACCESS_TYPES]),
            eq(s.isActive, true),
          ),
        )
        .orderBy(asc(s.courseId), asc(s.price), asc(s.id));
      for (const row of rows) found.set(row.courseId, row);
      return found;
    },
  };
}
