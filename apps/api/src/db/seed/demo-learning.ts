import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { addSeconds } from '../../lib/clock';
import { parseCourseFile } from '../../modules/courses/import/course-file.parser';
import type { CourseFile } from '../../modules/courses/import/course-file.schema';
import { importCourse } from '../../modules/courses/import/course-import.service';
import { expertAssignmentsRepository } from '../../modules/homework/expert-assignments.repository';
import type { Transaction } from '../client';
import { courses } from '../schema/courses';
import { expertCourses } from '../schema/experts';
import { userCourseStreamFreezes, userCourseStreams } from '../schema/streams';
import { paymentSubscriptionCourses, paymentSubscriptions } from '../schema/subscriptions';
import { users } from '../schema/users';

/** The demo courses, one course file each (docs/course-import.md). */
export const DEMO_COURSES_DIR = fileURLToPath(new URL('../../../content/courses', import.meta.url));

const DAY = 24 * 60 * 60;

type StreamValues = Partial<typeof userCourseStreams.$inferInsert>;

/** A demo stream, its dates in days from the moment of seeding. */
interface DemoStream {
  course: string;
  startDay: number;
  endDay: number;
  values?: StreamValues;
  /** An active freeze (status 1) over these days. */
  freeze?: { startDay: number; endDay: number };
}

/** Each learner's streams show one state of the course list: running, demo, not started,
 * frozen, ended, and open or stopped under a subscription (optional purchase). */
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

/** The learner whose active subscription covers every demo course. */
const SUBSCRIBER = 'demo@example.com';

/** The demo expert, who reviews the homework of every demo course. */
const EXPERT = 'expert@example.com';

/** The course files, read and checked before anything is written. */
export async function readDemoCourses(): Promise<CourseFile[]> {
  const names = (await readdir(DEMO_COURSES_DIR))
    .filter((name) => /\.(ya?ml|json)$/.test(name))
    .sort();
  return Promise.all(names.map((name) => parseCourseFile(join(DEMO_COURSES_DIR, name), name)));
}

/**
 * Imports the demo courses that are not there yet (an edited course is re-imported with
 * `npm run import-course`, not by a restart), then gives each demo learner without streams
 * their streams, and the subscriber its subscription.
 */
export async function seedDemoLearning(tx: Transaction, files: CourseFile[], now: Date) {
  const keys = files.map((file) => file.key);
  const present = await tx
    .select({ key: courses.importKey })
    .from(courses)
    .where(inArray(courses.importKey, keys));
  const imported = new Set(present.map((row) => row.key));
  for (const file of files) {
    if (!imported.has(file.key)) await importCourse(tx, file);
  }
  const courseRows = await tx
    .select({ id: courses.id, key: courses.importKey })
    .from(courses)
    .where(inArray(courses.importKey, keys));
  const courseIds = new Map(courseRows.map((row) => [row.key, row.id]));
  await assignDemoExpert(tx, [...courseIds.values()]);

  const learners = await tx
    .select({
      id: users.id,
      email: users.email,
      streams: sql<number>`(select count(*)::int from ${userCourseStreams} where ${userCourseStreams.userId} = ${users.id})`,
    })
    .from(users)
    .where(and(inArray(users.email, Object.keys(DEMO_STREAMS)), isNull(users.deletedAt)));
  const day = (days: number) => addSeconds(now, days * DAY);

  for (const learner of learners) {
    if (learner.streams > 0 || !learner.email) continue;
    for (const stream of DEMO_STREAMS[learner.email] ?? []) {
      const [row] = await tx
        .insert(userCourseStreams)
        .values({
          userId: learner.id,
          courseId: courseIdOf(courseIds, stream.course),
          startDate: day(stream.startDay),
          endDate: day(stream.endDay),
          ...stream.values,
        })
        .returning({ id: userCourseStreams.id });
      if (row && stream.freeze) {
        await tx.insert(userCourseStreamFreezes).values({
          streamId: row.id,
          status: 1,
          startDate: day(stream.freeze.startDay),
          endDate: day(stream.freeze.endDay),
        });
      }
    }

    if (learner.email === SUBSCRIBER) {
      const [subscription] = await tx
        .insert(paymentSubscriptions)
        .values({
          userId: learner.id,
          title: 'Подписка на все курсы',
          status: 'active',
          courseServiceType: 'main_subscription',
          nextPayAt: day(25),
        })
        .returning({ id: paymentSubscriptions.id });
      if (!subscription) throw new Error('the demo subscription was not created');
      await tx.insert(paymentSubscriptionCourses).values(
        [...courseIds.values()].map((courseId) => ({
          subscriptionId: subscription.id,
          courseId,
        })),
      );
    }
  }
}

/** Assigns the demo expert to the courses, only while the expert reviews none (so that an
 * assignment removed since is not brought back by a restart). */
async function assignDemoExpert(tx: Transaction, courseIds: number[]) {
  const [expert] = await tx
    .select({
      id: users.id,
      assigned: sql<number>`(select count(*)::int from ${expertCourses} where ${expertCourses.expertUserId} = ${users.id})`,
    })
    .from(users)
    .where(and(eq(users.email, EXPERT), isNull(users.deletedAt)));
  if (!expert || expert.assigned > 0) return;
  await expertAssignmentsRepository(tx).assign(expert.id, courseIds);
}

function courseIdOf(courseIds: Map<string, number>, key: string): number {
  const id = courseIds.get(key);
  if (id === undefined)
    throw new Error(`the demo course ${key} is missing from ${DEMO_COURSES_DIR}`);
  return id;
}
