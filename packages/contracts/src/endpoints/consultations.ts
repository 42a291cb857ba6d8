import type { ChatParams } from '../chats';
import type {
  ChatConsultations,
  Consultation,
  ConsultationParams,
  ConsultationRatingBody,
  ExpertBookingList,
} from '../consultations';
import { endpoint } from '../endpoint';

/** Consultations inside chats: the learner rates them; under /expert, the expert opens and
 * closes them and sees the video consultations booked with them. */
export const consultationEndpoints = {
  // An open one, or one rated already (409).
  rate: endpoint<{
    params: typeof ConsultationParams;
    body: typeof ConsultationRatingBody;
    answer: typeof Consultation;
  }>()({ method: 'PUT', path: '/consultations/updateRating/:id', rules: [409] }),
  // The expert subtree admits experts and admins only (403).
  ofChat: endpoint<{ params: typeof ChatParams; answer: typeof ChatConsultations }>()({
    method: 'GET',
    path: '/expert/chats/:id/consultations',
    rules: [403],
  }),
  // One open already, no question of the learner yet, the paid ones used up (409).
  open: endpoint<{ params: typeof ChatParams; answer: typeof Consultation }>()({
    method: 'POST',
    path: '/expert/chats/:id/consultations',
    rules: [403, 409],
  }),
  // Closed already (409).
  close: endpoint<{ params: typeof ConsultationParams; answer: typeof Consultation }>()({
    method: 'PUT',
    path: '/expert/consultations/:id/close',
    rules: [403, 409],
  }),
  bookings: endpoint<{ answer: typeof ExpertBookingList }>()({
    method: 'GET',
    path: '/expert/online-consultations',
    rules: [403],
  }),
};
