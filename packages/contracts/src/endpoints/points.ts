import { endpoint } from '../endpoint';
import type { PointsAmount, PointsHistory, PointsHistoryQuery } from '../points';

/** The learner's points (signed-in). */
export const pointsEndpoints = {
  amount: endpoint<{ answer: typeof PointsAmount }>()({
    method: 'GET',
    path: '/user-score/amount',
  }),
  /** Newest first, 20 a page. */
  history: endpoint<{ query: typeof PointsHistoryQuery; answer: typeof PointsHistory }>()({
    method: 'GET',
    path: '/user-score',
  }),
};
