import { isDayLocked, isDayOpenByTimeDelay } from '@platform/domain/demo-access';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { type AccessStream, coursesRepository } from './courses.repository';

/** What the demo rules read of a day. */
export interface LockableDay {
  isDemoAccessible: boolean;
  openDelayDays: number | null;
}

export type DemoStream = Pick<AccessStream, 'isDemo' | 'courseFullAccess' | 'startDate'>;

export function isDayOpenIn(stream: DemoStream, day: LockableDay, now: Date): boolean {
  return isDayOpenByTimeDelay(day.openDelayDays, stream.startDate.getTime(), now.getTime());
}

export function isDayLockedIn(stream: DemoStream, day: LockableDay, now: Date): boolean {
  return isDayLocked(stream, {
    isDemoAccessible: day.isDemoAccessible,
    isOpenByTimeDelay: isDayOpenIn(stream, day, now),
  });
}

/** A user with several streams on a course may see a day that any one of them opens. */
export function isDayLockedForAll(
  streams: readonly DemoStream[],
  day: LockableDay,
  now: Date,
): boolean {
  return streams.every((stream) => isDayLockedIn(stream, day, now));
}

/** The user's streams by course: what grants access to a course and what locks its days. */
export type CourseAccess = ReadonlyMap<number, readonly AccessStream[]>;

export function courseAccessService(ctx: AppContext) {
  const courses = coursesRepository(ctx.db);
  const ofCourses = async (userId: number, courseIds?: readonly number[]) => {
    const access = new Map<number, AccessStream[]>();
    for (const stream of await courses.accessStreams(userId, courseIds)) {
      access.set(stream.courseId, [...(access.get(stream.courseId) ?? []), stream]);
    }
    return access as CourseAccess;
  };
  return {
    ofCourses,
    /** A course the user has no stream on is not found. */
    async ofCourse(userId: number, courseId: number): Promise<CourseAccess> {
      const access = await ofCourses(userId, [courseId]);
      if (!access.has(courseId)) throw notFound();
      return access;
    },
  };
}
