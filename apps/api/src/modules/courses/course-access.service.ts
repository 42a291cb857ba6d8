import { STATUS_CACHE_MS } from '@platform/domain/constants/learning';
import { bestLessonAccess, type LessonAccess, lessonAccess } from '@platform/domain/content-access';
import { isDayLocked, isDayOpenByTimeDelay } from '@platform/domain/demo-access';
import type { StreamStatus } from '@platform/domain/stream-status';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { learnerStreamsGroup } from '../streams/learning-changes';
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

/** A stream's access as kept in the cache: JSON, so its start is in milliseconds. */
type KeptAccess = Omit<AccessStream, 'startDate'> & { startDate: number };

const byCourse = (rows: readonly KeptAccess[]): CourseAccess => {
  const access = new Map<number, AccessStream[]>();
  for (const row of rows) {
    const stream: AccessStream = { ...row, startDate: new Date(row.startDate) };
    access.set(row.courseId, [...(access.get(row.courseId) ?? []), stream]);
  }
  return access;
};

export function courseAccessService(ctx: AppContext) {
  const streams = streamsService(ctx);
  const accessOf = async (userId: number, courseId?: number): Promise<KeptAccess[]> =>
    (await streams.accessOfUser(userId, courseId)).map(
      ({ courseId, courseVersion, isDemo, courseFullAccess, startDate, status }) => ({
        courseId,
        courseVersion,
        isDemo,
        courseFullAccess,
        startDate: startDate.getTime(),
        status,
      }),
    );
  return {
    async ofCourses(userId: number, courseIds?: readonly number[]): Promise<CourseAccess> {
      const rows = await accessOf(userId);
      return byCourse(courseIds ? rows.filter((row) => courseIds.includes(row.courseId)) : rows);
    },
    /** A course the user has no stream on is not found. Every content call asks for one course:
     * only its streams are read, and kept with the learner's stream answers (their statuses are
     * those of the kept status answer, for its lifetime), so learningChanged drops them too. */
    async ofCourse(userId: number, courseId: number): Promise<CourseAccess> {
      const rows = await ctx.cache.remember(
        learnerStreamsGroup(userId),
        `access|${courseId}`,
        STATUS_CACHE_MS,
        () => accessOf(userId, courseId),
      );
      const access = byCourse(rows);
      if (!access.has(courseId)) throw notFound();
      return access;
    },
  };
}
