import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../src/context';
import { userHomeworkStatuses } from '../../src/db/schema/homework';
import type { userCourseStreams } from '../../src/db/schema/streams';
import { ensureStatuses } from '../../src/modules/homework/homework.repository';
import { type BuildCourseOptions, buildCourse, buildStream } from './learning';
import { buildUser } from './users';

type StreamOverrides = Partial<typeof userCourseStreams.$inferInsert>;

/**
 * A learner of the brand in a stream of a fresh course with a stage homework (kind message) and,
 * on day 1, one homework of each kind; `statuses` lists their NOT_UPLOADED rows in the order of
 * `homeworks`: stage message, day message, day file, day exercise.
 */
export async function buildHomeworkLearner(
  ctx: AppContext,
  options: { brandId?: number; stream?: StreamOverrides; course?: BuildCourseOptions } = {},
) {
  const learner = await buildUser(ctx, options.brandId ? { brandId: options.brandId } : {});
  const built = await buildCourse(ctx, {
    homeworkKinds: ['message', 'file', 'exercise'],
    stageHomework: true,
    ...options.course,
  });
  const stream = await buildStream(ctx, learner.user.id, built.course.id, options.stream);
  await ensureStatuses(ctx.db, stream.id);
  const statuses = await ctx.db
    .select()
    .from(userHomeworkStatuses)
    .where(eq(userHomeworkStatuses.streamId, stream.id))
    .orderBy(asc(userHomeworkStatuses.homeworkId));
  const [stageMessage, message, file, exercise] = statuses;
  if (!stageMessage || !message || !file || !exercise) throw new Error('homework missing');
  return {
    ...learner,
    ...built,
    stream,
    statuses,
    status: { stageMessage, message, file, exercise },
  };
}

/** An expert (or, with isAdmin, an admin who is no expert) of the brand. */
export function buildReviewer(ctx: AppContext, brandId: number, role: 'expert' | 'admin') {
  return buildUser(ctx, {
    brandId,
    firstName: 'Eva',
    lastName: 'Expert',
    isExpert: role === 'expert',
    isAdmin: role === 'admin',
  });
}
