import { bestLessonAccess, type LessonAccess, lessonAccess } from '@platform/domain/content-access';
import { isDayLocked, isDayOpenByTimeDelay } from '@platform/domain/demo-access';
import type { StreamStatus } from '@platform/domain/stream-status';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { streamsService } from '../streams/streams.service';

/** What the demo rules read of a day. */
export interface LockableDay {
  isDemoAccessible: boolean;
  openDelayDays: number | null;
}

/** What the demo rules read of a stream. */
export interface DemoStream {
  isDemo: boolean;
  courseFullAccess: boolean;
  startDate: Date;
}

/** A stream of the user as course access reads it: the demo rules and whether it runs now. */
export interface AccessStream extends DemoStream {
  courseId: number;
  /** The version of the course's content, read with the stream (course-content.service keeps
   * the content per version). */
  courseVersion: number;
  status: StreamStatus;
}

export function isDayOpenIn(stream: DemoStream, day: LockableDay, now: Date): boolean {
  return isDayOpenByTimeDelay(day.openDelayDays, stream.startDate.getTime(), now.getTime());
}

export function isDayLockedIn(stream: DemoStream, day: LockableDay, now: Date): boolean {
  return isDayLocked(stream, {
    isDemoAccessible: day.isDemoAccessible,
    isOpenByTimeDelay: isDayOpenIn(stream, day, now),
  });
}

/** A day's lessons for a user with these streams on its course: the most open any one of them
 * gives (packages/domain content-access). */
export function dayAccessIn(
  streams: readonly AccessStream[],
  day: LockableDay,
  now: Date,
): LessonAccess {
  return bestLessonAccess(
    streams.map((stream) =>
      lessonAccess(stream, {
        isDemoAccessible: day.isDemoAccessible,
        isOpenByTimeDelay: isDayOpenIn(stream, day, now),
      }),
    ),
  );
}

/** The user's streams by course: what grants access to a course, opens its lessons and
 * locks its days. */
export type CourseAccess = ReadonlyMap<number, readonly AccessStream[]>;

export function courseAccessService(ctx: AppContext) {
  const streams = streamsService(ctx);
  type AccessRow = Awaited<ReturnType<typeof streams.accessOfUser>>[number];
  const byCourse = (rows: readonly AccessRow[]): CourseAccess => {
    const access = new Map<number, AccessStream[]>();
    for (const { courseId, courseVersion, isDemo, courseFullAccess, startDate, status } of rows) {
      const stream: AccessStream = {
        courseId,
        courseVersion,
        isDemo,
        courseFullAccess,
        startDate,
        status,
      };
      access.set(courseId, [...(access.get(courseId) ?? []), stream]);
    }
    return access;
  };
  return {
    async ofCourses(userId: number, courseIds?: readonly number[]): Promise<CourseAccess> {
      const rows = await streams.accessOfUser(userId);
      return byCourse(courseIds ? rows.filter((row) => courseIds.includes(row.courseId)) : rows);
    },
    /** A course the user has no stream on is not found. Every content call asks for one course:
     * only its streams are read. */
    async ofCourse(userId: number, courseId: number): Promise<CourseAccess> {
      const access = byCourse(await streams.accessOfUser(userId, courseId));
      if (!access.has(courseId)) throw notFound();
      return access;
    },
  };
}
