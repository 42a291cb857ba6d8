import { onlineConsultationEndpoints as endpoints } from '@platform/contracts/endpoints/online-consultations';
import {
  OnlineConsultation,
  OnlineConsultationList,
  OnlineConsultationQuery,
  OnlineConsultationSlots,
  OnlineConsultationSlotsQuery,
  OnlineConsultationsQuery,
  UpdateOnlineConsultationBody,
} from '@platform/contracts/online-consultations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-routes';
import { onlineConsultationsService } from './online-consultations.service';

/** The learner's video consultations (signed-in subtree). */
export const onlineConsultationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const consultations = onlineConsultationsService(app.ctx);

  route(
    app,
    endpoints.list,
    { query: OnlineConsultationsQuery, answer: OnlineConsultationList },
    (request) => consultations.list(request.user, request.query.expand.includes('course')),
  );

  route(app, endpoints.available, { answer: OnlineConsultationList }, (request) =>
    consultations.available(request.user),
  );

  route(
    app,
    endpoints.slots,
    { query: OnlineConsultationSlotsQuery, answer: OnlineConsultationSlots },
    (request) => consultations.slots(request.user, request.query.id, request.query.timezone),
  );

  route(
    app,
    endpoints.update,
    {
      query: OnlineConsultationQuery,
      body: UpdateOnlineConsultationBody,
      answer: OnlineConsultation,
    },
    (request) => consultations.update(request.user, request.query.id, request.body),
  );
};
