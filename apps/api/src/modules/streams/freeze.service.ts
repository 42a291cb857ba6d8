import type { FreezeCreateBody } from '@platform/contracts/streams';
import {
  freezeCancelProblem,
  freezeErrorField,
  freezeErrorMessage,
  freezeRequestProblem,
} from '@platform/domain/freeze';
import { FREEZE_STATUS, freezeStatusAt } from '@platform/domain/stream-status';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { learningChanged } from './learning-changes';
import { type FreezeRow, type StreamsRepository, streamsRepository } from './streams.repository';
import { asDomainFreeze, freezeInEffect, streamsService } from './streams.service';

/** Freezing holds a stream for a while and moves its end by as long, in one transaction;
 * cancelling gives back the part not used yet. */
export function freezeService(ctx: AppContext) {
  const streams = streamsService(ctx);

  /** Runs `write` with the user's stream row locked and its current freezes, so that two
   * requests at once cannot both pass the checks. */
  function withLockedFreezes<T>(
    userId: number,
    streamId: number,
    write: (repository: StreamsRepository, freezes: FreezeRow[]) => Promise<T>,
  ): Promise<T> {
    return ctx.db.transaction(async (tx) => {
      const repository = streamsRepository(tx);
      if (!(await repository.lock(userId, streamId))) throw notFound();
      return write(repository, await repository.freezesOf(userId, [streamId]));
    });
  }

  /** Each write carries the user; one that finds nothing means the stream is not theirs. */
  const found = (written: unknown) => {
    if (!written) throw notFound();
  };

  return {
    async create(userId: number, streamId: number, body: z.infer<typeof FreezeCreateBody>) {
      const view = await streams.view(userId, streamId);
      const startDate = new Date(body.start_date * 1000);
      const endDate = new Date(body.end_date * 1000);
      const at = view.now.getTime();
      await withLockedFreezes(userId, streamId, async (repository, freezes) => {
        const problem = freezeRequestProblem(
          { startDate: startDate.getTime(), endDate: endDate.getTime() },
          { ...view.row, status: view.status, freezes: freezes.map(asDomainFreeze) },
          at,
        );
        if (problem) {
          const field = freezeErrorField(problem);
          const { key, params } = freezeErrorMessage(problem);
          throw field ? fieldError(field, key, params) : conflict('stream_not_freezable', key);
        }
        const status = freezeStatusAt(
          { status: FREEZE_STATUS.created, startDate: startDate.getTime() },
          at,
        );
        found(await repository.insertFreeze(userId, { streamId, startDate, endDate, status }));
        found(
          await repository.shiftEndDate(userId, streamId, endDate.getTime() - startDate.getTime()),
        );
      });
      await learningChanged(ctx, { userId });
      return streams.get(userId, streamId, []);
    },

    /** Cancels the freeze in effect, else the next planned one. */
    async cancel(userId: number, streamId: number) {
      const { now } = await streams.view(userId, streamId);
      const at = now.getTime();
      await withLockedFreezes(userId, streamId, async (repository, freezes) => {
        const current =
          freezeInEffect(freezes, at) ??
          freezes.findLast((freeze) => freeze.startDate.getTime() > at);
        if (!current || freezeCancelProblem(asDomainFreeze(current), at)) {
          throw conflict('nothing_to_cancel', freezeErrorMessage('nothingToCancel').key);
        }
        found(await repository.cancelFreeze(userId, current.id));
        // Frozen days already spent stay added to the stream; the rest are given back.
        found(
          await repository.shiftEndDate(
            userId,
            streamId,
            -(current.endDate.getTime() - Math.max(current.startDate.getTime(), at)),
          ),
        );
      });
      await learningChanged(ctx, { userId });
      return streams.get(userId, streamId, []);
    },
  };
}
