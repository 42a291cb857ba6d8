import type { AppContext } from '../../context';
import { streamsRepository } from './streams.repository';

/** What a write changed: one learner's data (their streams, days, statistics, freezes,
 * homework), or a course (an import), which every learner on it reads. */
export type LearningChange = { userId: number } | { courseId: number };

/** The cache group of a learner's status answers: every stream and variant of theirs. */
export const learnerStatusGroup = (userId: number) => `stream-status:user:${userId}`;

/**
 * The one place that knows which cached answers a change makes stale: each write of learning
 * data reports what it changed here once it is stored, and nothing else drops them. A learner's
 * change drops their status answers; a course's drops those of every learner with a stream on it.
 * The course's own content needs no drop: it is kept per course version, which an import raises.
 */
export async function learningChanged(ctx: AppContext, change: LearningChange): Promise<void> {
  const learners =
    'userId' in change
      ? [change.userId]
      : await streamsRepository(ctx.db).learnersOf(change.courseId);
  await Promise.all(learners.map((userId) => ctx.cache.drop(learnerStatusGroup(userId))));
}
