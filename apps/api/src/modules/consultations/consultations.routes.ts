import { ChatParams } from '@platform/contracts/chats';
import {
  ChatConsultations,
  Consultation,
  ConsultationParams,
  ConsultationRatingBody,
  ExpertBookingList,
} from '@platform/contracts/consultations';
import { consultationEndpoints } from '@platform/contracts/endpoints/consultations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-routes';
import { presentBooking, presentConsultation } from './consultations.presenter';
import { consultationsService } from './consultations.service';

/** The learner's side: rating a closed consultation (signed-in subtree). */
export const consultationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const consultations = consultationsService(app.ctx);

  route(
    app,
    consultationEndpoints.rate,
    { params: ConsultationParams, body: ConsultationRatingBody, answer: Consultation },
    async (request) =>
      presentConsultation(
        await consultations.rate(request.user, request.params.id, request.body.rating),
      ),
  );
};

/** The expert's side, registered under /expert behind reviewersOnly: a chat's consultations,
 * opening and closing them, and the video consultations booked with the expert. */
export const expertConsultationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const consultations = consultationsService(app.ctx);

  route(
    app,
    consultationEndpoints.ofChat,
    { params: ChatParams, answer: ChatConsultations },
    async (request) => {
      const { rows, allowance } = await consultations.ofChat(request.user, request.params.id);
      return { consultations: rows.map(presentConsultation), allowance };
    },
  );

  route(
    app,
    consultationEndpoints.open,
    { params: ChatParams, answer: Consultation },
    async (request) =>
      presentConsultation(await consultations.open(request.user, request.params.id)),
  );

  route(
    app,
    consultationEndpoints.close,
    { params: ConsultationParams, answer: Consultation },
    async (request) =>
      presentConsultation(await consultations.close(request.user, request.params.id)),
  );

  route(app, consultationEndpoints.bookings, { answer: ExpertBookingList }, async (request) =>
    (await consultations.bookings(request.user)).map(presentBooking),
  );
};
