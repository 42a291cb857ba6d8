import { pointsEndpoints } from '@platform/contracts/endpoints/points';
import { PointsAmount, PointsHistory, PointsHistoryQuery } from '@platform/contracts/points';
import { SCORE_HISTORY_PAGE_SIZE } from '@platform/domain/constants/points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-routes';
import { presentPointsEntry } from './points.presenter';
import { pointsService } from './points.service';

/** The learner's points (signed-in subtree). */
export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const points = pointsService(app.ctx);

  route(app, pointsEndpoints.amount, { answer: PointsAmount }, (request) =>
    points.amount(request.user.id),
  );

  route(
    app,
    pointsEndpoints.history,
    { query: PointsHistoryQuery, answer: PointsHistory },
    async (request, reply) => {
      const { rows, total } = await points.history(request.user.id, request.page);
      reply.listTotal(total);
      return rows.map((row) => presentPointsEntry(row, request.t));
    },
    { perPage: SCORE_HISTORY_PAGE_SIZE },
  );
};
