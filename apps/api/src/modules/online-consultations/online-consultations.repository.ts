import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { brands } from '../../db/schema/brands';
import { courses } from '../../db/schema/courses';
import { expertCourses } from '../../db/schema/experts';
import {
  courseOnlineConsultations,
  expertDaysOff,
  expertSchedules,
  expertWeeklyHours,
  onlineConsultations,
} from '../../db/schema/online-consultations';
import { userCourseStreams } from '../../db/schema/streams';
import { users } from '../../db/schema/users';
import { isUniqueViolation } from '../users/users.repository';

const c = onlineConsultations;

/**
 * A consultation with what its rules and wire shape need: its stream's demo flags, the course
 * and whether it offers video consultations (and how many per stream), the expert of a booking,
 * and the learner's brand (its isVideoConsultationSupport).
 */
const selectConsultations = (db: Executor) => {
  const expert = alias(users, 'expert');
  const learner = alias(users, 'learner');
  return db
    .select({
      consultation: c,
      stream: {
        isDemo: userCourseStreams.isDemo,
        courseFullAccess: userCourseStreams.courseFullAccess,
      },
      course: { id: courses.id, title: courses.title, image: courses.image },
      perStream: courseOnlineConsultations.perStream,
      expert: {
        id: expert.id,
        firstName: expert.firstName,
        lastName: expert.lastName,
        email: expert.email,
      },
      brand: brands,
    })
    .from(c)
    .innerJoin(userCourseStreams, eq(userCourseStreams.id, c.streamId))
    .innerJoin(courses, eq(courses.id, userCourseStreams.courseId))
    .leftJoin(courseOnlineConsultations, eq(courseOnlineConsultations.courseId, courses.id))
    .leftJoin(expert, eq(expert.id, c.expertUserId))
    .innerJoin(learner, eq(learner.id, c.userId))
    .innerJoin(brands, eq(brands.id, learner.brandId));
};

export type ConsultationRow = Awaited<ReturnType<typeof selectConsultations>>[number];

/** An expert of a course who keeps a schedule. */
export interface ExpertAvailabilityRow {
  expertUserId: number;
  timeZone: string;
  weekly: { weekday: number; startMinute: number; endMinute: number }[];
  daysOff: string[];
}

export interface Booking {
  expertUserId: number;
  startsAt: Date;
  note: string | null;
  phone: string | null;
  meetingUrl: string;
}

/** The consultations a stream holds (as many as its course offers) are written by the database
 * when the stream opens or its course starts offering them (migration 0022's triggers), so the
 * reads here never write. */
export function onlineConsultationsRepository(db: Executor) {
  return {
    /** The learner's booked consultations, by start. */
    booked: (learnerId: number): Promise<ConsultationRow[]> =>
      selectConsultations(db)
        .where(and(eq(c.userId, learnerId), isNotNull(c.startsAt)))
        .orderBy(asc(c.startsAt), asc(c.id)),

    /** The learner's consultations still to book, of the courses that offer them (within the
     * course's current count), by stream. */
    available: (learnerId: number): Promise<ConsultationRow[]> =>
      selectConsultations(db)
        .where(
          and(
            eq(c.userId, learnerId),
            isNull(c.startsAt),
            lte(c.ordinal, courseOnlineConsultations.perStream),
          ),
        )
        .orderBy(asc(c.streamId), asc(c.ordinal)),

    async findOwned(learnerId: number, id: number): Promise<ConsultationRow | undefined> {
      const [row] = await selectConsultations(db).where(and(eq(c.id, id), eq(c.userId, learnerId)));
      return row;
    },

    /** The schedules of the experts of the course (live experts of the brand), with their
     * weekly hours and days off: three queries whatever the number of experts. */
    async availabilityOfCourse(
      courseId: number,
      brandId: number,
    ): Promise<ExpertAvailabilityRow[]> {
      const experts = await db
        .select({ expertUserId: expertSchedules.expertUserId, timeZone: expertSchedules.timeZone })
        .from(expertSchedules)
        .innerJoin(expertCourses, eq(expertCourses.expertUserId, expertSchedules.expertUserId))
        .innerJoin(users, eq(users.id, expertSchedules.expertUserId))
        .where(
          and(
            eq(expertCourses.courseId, courseId),
            eq(users.brandId, brandId),
            eq(users.isExpert, true),
            isNull(users.deletedAt),
          ),
        )
        .orderBy(asc(expertSchedules.expertUserId));
      const ids = experts.map((expert) => expert.expertUserId);
      if (ids.length === 0) return [];
      const [weekly, daysOff] = await Promise.all([
        db.select().from(expertWeeklyHours).where(inArray(expertWeeklyHours.expertUserId, ids)),
        db.select().from(expertDaysOff).where(inArray(expertDaysOff.expertUserId, ids)),
      ]);
      return experts.map((expert) => ({
        ...expert,
        weekly: weekly.filter((hours) => hours.expertUserId === expert.expertUserId),
        daysOff: daysOff
          .filter((day) => day.expertUserId === expert.expertUserId)
          .map((day) => day.day),
      }));
    },

    /** The starts the experts' bookings hold within [from, to). */
    bookedStarts: (expertIds: readonly number[], from: Date, to: Date) =>
      expertIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ expertUserId: c.expertUserId, startsAt: c.startsAt })
            .from(c)
            .where(
              and(
                inArray(c.expertUserId, [...expertIds]),
                gte(c.startsAt, from),
                lt(c.startsAt, to),
              ),
            ),

    /** The starts of the learner's bookings. */
    async startsOfLearner(learnerId: number): Promise<number[]> {
      const rows = await db
        .select({ startsAt: c.startsAt })
        .from(c)
        .where(and(eq(c.userId, learnerId), isNotNull(c.startsAt)));
      return rows.flatMap((row) => (row.startsAt ? [row.startsAt.getTime()] : []));
    },

    /**
     * Books the learner's consultation (or moves it) with the expert at the start, in one
     * statement. 'taken' when the expert's slot (or the learner's time) is booked meanwhile: the
     * unique indexes on expert and start, and on learner and start, refuse the second of two
     * concurrent bookings, on any instance.
     */
    async book(
      learnerId: number,
      id: number,
      booking: Booking,
    ): Promise<'booked' | 'taken' | undefined> {
      try {
        const rows = await db
          .update(c)
          .set(booking)
          .where(and(eq(c.id, id), eq(c.userId, learnerId)))
          .returning({ id: c.id });
        return rows.length > 0 ? 'booked' : undefined;
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /** The note and phone of the learner's consultation. */
    async updateDetails(
      learnerId: number,
      id: number,
      details: { note: string | null; phone: string | null },
    ): Promise<boolean> {
      const rows = await db
        .update(c)
        .set(details)
        .where(and(eq(c.id, id), eq(c.userId, learnerId)))
        .returning({ id: c.id });
      return rows.length > 0;
    },

    async hasSchedule(expertUserId: number): Promise<boolean> {
      const rows = await db
        .select({ id: expertSchedules.expertUserId })
        .from(expertSchedules)
        .where(eq(expertSchedules.expertUserId, expertUserId));
      return rows.length > 0;
    },

    /** The expert's schedule: time zone, weekly hours and days off, replacing what was kept. */
    async setSchedule(availability: ExpertAvailabilityRow): Promise<void> {
      const { expertUserId, timeZone, weekly, daysOff } = availability;
      await db
        .insert(expertSchedules)
        .values({ expertUserId, timeZone })
        .onConflictDoUpdate({ target: expertSchedules.expertUserId, set: { timeZone } });
      await db.delete(expertWeeklyHours).where(eq(expertWeeklyHours.expertUserId, expertUserId));
      await db.delete(expertDaysOff).where(eq(expertDaysOff.expertUserId, expertUserId));
      if (weekly.length)
        await db
          .insert(expertWeeklyHours)
          .values(weekly.map((hours) => ({ ...hours, expertUserId })));
      if (daysOff.length)
        await db.insert(expertDaysOff).values(daysOff.map((day) => ({ expertUserId, day })));
    },

    /** Makes a course offer video consultations, so many per stream; a course that offers
     * them already keeps its count. */
    async offer(courseId: number, perStream: number): Promise<void> {
      await db
        .insert(courseOnlineConsultations)
        .values({ courseId, perStream })
        .onConflictDoNothing();
    },
  };
}
