import type { PointsAmount } from '@platform/contracts/points';
import { awardKey, canSpendPoints } from '@platform/domain/points';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import type { Page } from '../../lib/pagination';
import { pointsRepository } from './points.repository';

/** The learner's balance and history. */
export function pointsService(ctx: AppContext) {
  const points = pointsRepository(ctx.db);
  return {
    async amount(userId: number): Promise<PointsAmount> {
      const amount = await points.balance(userId);
      return { amount, canSpend: canSpendPoints(amount) };
    },

    history: (userId: number, page: Page) => points.page(userId, page.perPage, page.offset),
  };
}

/**
 * Awards for what a learner achieves (decisions: a finished day gives its day's points, an
 * approved homework its homework's points), each once per thing, within the caller's
 * transaction when it has one.
 */
export const pointsAwards = (db: Executor) => {
  const points = pointsRepository(db);
  return {
    dayFinished: (userId: number, streamId: number, dayId: number) =>
      points.awardDayFinished(userId, streamId, dayId, awardKey.dayFinished(streamId, dayId)),
    homeworkApproved: (userId: number, statusId: number) =>
      points.awardHomeworkApproved(userId, statusId, awardKey.homeworkApproved(statusId)),
  };
};
