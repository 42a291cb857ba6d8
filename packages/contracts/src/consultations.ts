import {
  CONSULTATION_RATING_MAX,
  CONSULTATION_RATING_MIN,
  CONSULTATION_STATUSES,
} from '@platform/domain/constants/consultations';
import { z } from 'zod';
import { requiredId } from './selection';
import { UnixSeconds } from './time';

/** Consultations inside a chat (spec 002 sections 3, 4 and 7). Instants in seconds. */

export const ConsultationParams = z.object({ id: requiredId('id') });

export const Consultation = z.object({
  id: z.number().int(),
  /** The chat the consultation is held in. */
  chatChannelId: z.number().int(),
  status: z.enum(CONSULTATION_STATUSES),
  /** The learner's message the expert opened it about. */
  startMessageId: z.number().int(),
  /** The chat's latest message when the expert closed it; null while open. */
  endMessageId: z.number().int().nullable(),
  /** Paid consultations of the stream it takes: 1 under a limit, else 0. */
  amount: z.number().int(),
  /** The learner's rating once rated. */
  rating: z.number().int().nullable(),
  created_at: UnixSeconds,
  closed_at: UnixSeconds.nullable(),
});
export type Consultation = z.infer<typeof Consultation>;

/** The stream's paid consultations (maxConsultationCount); null when the course sets no limit. */
export const ConsultationAllowance = z
  .object({
    maximum: z.number().int().positive(),
    remaining: z.number().int().nonnegative(),
  })
  .nullable();

/** PUT /consultations/updateRating/{id}: the learner rates a closed consultation. */
export const ConsultationRatingBody = z.strictObject({
  rating: z.coerce.number().int().min(CONSULTATION_RATING_MIN).max(CONSULTATION_RATING_MAX),
});

/** GET /expert/chats/{id}/consultations: a chat's consultations, the newest first, and what
 * remains of the stream's paid ones. */
export const ChatConsultations = z.object({
  consultations: z.array(Consultation),
  allowance: ConsultationAllowance,
});
export type ChatConsultations = z.infer<typeof ChatConsultations>;

/** GET /expert/online-consultations: a booked video consultation of a learner of the courses
 * assigned to the expert, from today on. */
export const ExpertBooking = z.object({
  id: z.number().int(),
  start_date_time: UnixSeconds,
  end_date_time: UnixSeconds,
  note: z.string().nullable(),
  phone: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  learner: z.object({ id: z.number().int(), name: z.string() }),
  course: z.object({ id: z.number().int(), title: z.string() }),
});
export type ExpertBooking = z.infer<typeof ExpertBooking>;
export const ExpertBookingList = z.array(ExpertBooking);
