import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../src/context';
import { expertCourses } from '../../src/db/schema/experts';
import { userHomeworkStatuses } from '../../src/db/schema/homework';
import { ensureStatuses } from '../../src/modules/homework/homework.repository';
import { buildLearner, type LearnerOptions } from './learning';
import { buildUser } from './users';

/**
 * A learner of the brand in a stream of a fresh course with a stage homework (kind message) and,
 * on day 1, one homework of each kind; `statuses` lists their NOT_UPLOADED rows in the order of
 * `homeworks`: stage message, day message, day file, day exercise.
 */
export async function buildHomeworkLearner(ctx: AppContext, options: LearnerOptions = {}) {
  const learner = await buildLearner(ctx, {
    ...options,
    course: {
      homeworkKinds: ['message', 'file', 'exercise'],
      stageHomework: true,
      ...options.course,
    },
  });
  const { stream } = learner;
  await ensureStatuses(ctx.db, learner.user.id, stream.id);
  const statuses = await ctx.db
    .select()
    .from(userHomeworkStatuses)
    .where(eq(userHomeworkStatuses.streamId, stream.id))
    .orderBy(asc(userHomeworkStatuses.homeworkId));
  const [stageMessage, message, file, exercise] = statuses;
  if (!stageMessage || !message || !file || !exercise) throw new Error('homework missing');
  return {
    ...learner,
    statuses,
    status: { stageMessage, message, file, exercise },
  };
}

/** Assigns the expert to review the courses (again: nothing changes). */
export async function assignCourses(ctx: AppContext, expertUserId: number, courseIds: number[]) {
  if (courseIds.length === 0) return;
  await ctx.db
    .insert(expertCourses)
    .values(courseIds.map((courseId) => ({ expertUserId, courseId })))
    .onConflictDoNothing();
}

/** An expert (or, with isAdmin, an admin who is no expert) of the brand, assigned to review
 * the courses. */
export async function buildReviewer(
  ctx: AppContext,
  brandId: number,
  role: 'expert' | 'admin',
  courseIds: number[] = [],
) {
  const reviewer = await buildUser(ctx, {
    brandId,
    firstName: 'Eva',
    lastName: 'Expert',
    isExpert: role === 'expert',
    isAdmin: role === 'admin',
  });
  await assignCourses(ctx, reviewer.user.id, courseIds);
  return reviewer;
}
