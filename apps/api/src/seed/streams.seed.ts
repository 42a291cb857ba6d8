import { FREEZE_STATUS } from '@platform/domain/stream-status';
import type { userCourseStreams } from '../db/schema/streams';
import { streamsRepository } from '../modules/streams/streams.repository';
import { usersRepository } from '../modules/users/users.repository';
import { demoCourseIds } from './courses.seed';
import { daysFrom, type SeedStep } from './seed-step';

/** A demo stream, its dates in days from the moment of seeding. */
interface DemoStream {
  course: string;
  startDay: number;
  endDay: number;
  values?: Partial<typeof userCourseStreams.$inferInsert>;
  /** An active freeze over these days. */
  freeze?: { startDay: number; endDay: number };
}

/** Each learner's streams show one state of the course list: running, demo, not started,
 * frozen, ended, and open or stopped under a subscription (optional purchase; the
 * subscriptions step opens the first learner's). */
const DEMO_STREAMS: Record<string, DemoStream[]> = {
  'demo@example.com': [
    { course: 'yoga-basics', startDay: -3, endDay: 60 },
    {
      course: 'face-fitness',
      startDay: 0,
      endDay: 7,
      values: { isDemo: true, courseFullAccess: false },
    },
    { course: 'morning-meditation', startDay: 5, endDay: 35 },
    { course: 'healthy-back', startDay: -10, endDay: 50, freeze: { startDay: -1, endDay: 7 } },
    { course: 'stretching', startDay: -90, endDay: -30 },
    { course: 'stretching', startDay: -2, endDay: 28, values: { isOptionalPurchase: true } },
  ],
  // No subscription covers it, so it stays stopped.
  'demo2@example.com': [
    { course: 'stretching', startDay: -20, endDay: 10, values: { isOptionalPurchase: true } },
  ],
};

/** Gives each demo learner without streams their streams. */
export const seedStreams: SeedStep = async ({ db, now }) => {
  const courseIds = await demoCourseIds(db);
  const day = (days: number) => daysFrom(now, days);
  for (const [email, streams] of Object.entries(DEMO_STREAMS)) {
    const learner = await usersRepository(db).findByEmail(email);
    if (!learner || (await streamsRepository(db).hasAny(learner.id))) continue;
    for (const stream of streams) {
      const courseId = courseIds.get(stream.course);
      if (courseId === undefined) throw new Error(`the demo course ${stream.course} is missing`);
      const row = await streamsRepository(db).create({
        userId: learner.id,
        courseId,
        startDate: day(stream.startDay),
        endDate: day(stream.endDay),
        ...stream.values,
      });
      if (stream.freeze) {
        await streamsRepository(db).insertFreeze(learner.id, {
          streamId: row.id,
          status: FREEZE_STATUS.active,
          startDate: day(stream.freeze.startDay),
          endDate: day(stream.freeze.endDay),
        });
      }
    }
  }
};
