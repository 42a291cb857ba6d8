import { endpoint } from '../endpoint';
import type {
  OnlineConsultation,
  OnlineConsultationList,
  OnlineConsultationQuery,
  OnlineConsultationSlots,
  OnlineConsultationSlotsQuery,
  OnlineConsultationsQuery,
  UpdateOnlineConsultationBody,
} from '../online-consultations';

/** The learner's video consultations (signed-in). */
export const onlineConsultationEndpoints = {
  /** Booked ones, upcoming and past. */
  list: endpoint<{
    query: typeof OnlineConsultationsQuery;
    answer: typeof OnlineConsultationList;
  }>()({ method: 'GET', path: '/online-consultation' }),
  /** The ones still to book, with their courses. */
  available: endpoint<{ answer: typeof OnlineConsultationList }>()({
    method: 'GET',
    path: '/course/online-consultations',
  }),
  // Switched off for the brand, a course without them, a demo (403); a booking too close or
  // past to move (409).
  slots: endpoint<{
    query: typeof OnlineConsultationSlotsQuery;
    answer: typeof OnlineConsultationSlots;
  }>()({ method: 'GET', path: '/online-consultation/slots', rules: [403, 409] }),
  // Also too late to move (409) and a slot booked meanwhile (409).
  update: endpoint<{
    query: typeof OnlineConsultationQuery;
    body: typeof UpdateOnlineConsultationBody;
    answer: typeof OnlineConsultation;
  }>()({ method: 'PUT', path: '/online-consultation/update', rules: [403, 409] }),
};
