import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courseServices } from '../../db/schema/course-services';
import { courses } from '../../db/schema/courses';
import { userCourseStreams } from '../../db/schema/streams';

export const EXTEND_TYPES = ['course_subscription', 'expert_additional_question'] as const;
export type ExtendType = (typeof EXTEND_TYPES)[number];

/** The stream's date an extension moves: access, or the expert questions. */
export type ExtendedField = 'endDate' | 'messageExpiresDate';
export const extendedField = (type: ExtendType): ExtendedField =>
  type === 'course_subscription' ? 'endDate' : 'messageExpiresDate';

const s = userCourseStreams;

export function extensionsRepository(db: Executor) {
  return {
    /** The user's stream with its course's title. */
    async findStream(userId: number, streamId: number) {
      const [row] = await db
        .select({
          id: s.id,
          courseId: s.courseId,
          endDate: s.endDate,
          messageExpiresDate: s.messageExpiresDate,
          courseTitle: courses.title,
        })
        .from(s)
        .innerJoin(courses, eq(courses.id, s.courseId))
        .where(and(eq(s.id, streamId), eq(s.userId, userId)));
      return row;
    },

    /** The course's active services that extend a stream, cheapest first; or the one asked. */
    servicesOf(courseId: number, serviceId?: number) {
      return db
        .select()
        .from(courseServices)
        .where(
          and(
            eq(courseServices.courseId, courseId),
            eq(courseServices.isActive, true),
            inArray(courseServices.type, [...EXTEND_TYPES]),
            serviceId === undefined ? undefined : eq(courseServices.id, serviceId),
          ),
        )
        .orderBy(asc(courseServices.price), asc(courseServices.id));
    },

    /** Adds the services to a course that has none (demo data). */
    async addServicesOnce(
      courseId: number,
      services: Omit<typeof courseServices.$inferInsert, 'courseId'>[],
    ) {
      const [existing] = await db
        .select({ id: courseServices.id })
        .from(courseServices)
        .where(eq(courseServices.courseId, courseId))
        .limit(1);
      if (existing || services.length === 0) return [];
      return db
        .insert(courseServices)
        .values(services.map((service) => ({ ...service, courseId })))
        .returning();
    },

    /** Moves the user's stream's date by `days`: forward from the later of it and now, or back
     * (negative days, a refund). */
    async moveDate(
      userId: number,
      streamId: number,
      field: ExtendedField,
      days: number,
      now: Date,
    ) {
      const column = field === 'endDate' ? s.endDate : s.messageExpiresDate;
      const from =
        days > 0
          ? sql`greatest(coalesce(${column}, ${now.toISOString()}::timestamptz), ${now.toISOString()}::timestamptz)`
          : sql`${column}`;
      const [row] = await db
        .update(s)
        .set({ [field]: sql`${from} + make_interval(days => ${days}::int)` })
        .where(and(eq(s.id, streamId), eq(s.userId, userId)))
        .returning({ endDate: s.endDate, messageExpiresDate: s.messageExpiresDate });
      return row;
    },
  };
}
