import type { AppContext } from '../../context';
import type { Transaction } from '../../db/client';
import { streamsRepository } from './streams.repository';

/** What a write changed: one learner's data (their streams, days, statistics, freezes,
 * homework), or a course (an import), which every learner on it reads. */
export type LearningChange = { userId: number } | { courseId: number };

/** The cache group of a learner's stream answers: the list and every status variant. */
export const learnerStreamsGroup = (userId: number) => `streams:user:${userId}`;

/**
 * The one place that knows which cached answers a change makes stale: each write of learning
 * data reports what it changed here once it is stored, and nothing else drops them. A learner's
 * change drops their stream answers; a course's drops those of every learner with a stream on it.
 * The course's own content needs no drop: it is kept per course version, which an import raises.
 */
export async function learningChanged(ctx: AppContext, change: LearningChange): Promise<void> {
  const learners =
    'userId' in change
      ? [change.userId]
      : await streamsRepository(ctx.db).learnersOf(change.courseId);
  await Promise.all(learners.map((userId) => ctx.cache.drop(learnerStreamsGroup(userId))));
}

/** How a write inside `writeLearning` notes what it changed. */
export type NoteChange = (change: LearningChange) => void;

/**
 * Runs `write` in one transaction and reports what it noted changed once that committed: a drop
 * before the commit would let a reader keep an answer computed from the data the transaction is
 * still changing. For writes that change learning data deep inside (a paid order opening a
 * stream, a renewal going past due) without knowing about caches.
 */
export async function writeLearning<T>(
  ctx: AppContext,
  write: (tx: Transaction, noteChange: NoteChange) => Promise<T>,
): Promise<T> {
  const changes: LearningChange[] = [];
  const result = await ctx.db.transaction((tx) => write(tx, (change) => changes.push(change)));
  await Promise.all(changes.map((change) => learningChanged(ctx, change)));
  return result;
}

/** One learner's change in a transaction of its own (a job's, where no order settles it). */
export const changeLearner = (
  ctx: AppContext,
  userId: number,
  write: (tx: Transaction) => Promise<unknown>,
): Promise<void> =>
  writeLearning(ctx, async (tx, noteChange) => {
    noteChange({ userId });
    await write(tx);
  });
