import type { Consultation, ExpertBooking } from '@platform/contracts/consultations';
import { displayName } from '@platform/domain/user';
import { addSeconds, toSeconds } from '../../lib/clock';
import { DURATION_S } from '../online-consultations/online-consultations.presenter';
import type { ConsultationRow, consultationsRepository } from './consultations.repository';

type BookingRow = Awaited<
  ReturnType<ReturnType<typeof consultationsRepository>['bookingsOfExpert']>
>[number];

export function presentConsultation(row: ConsultationRow): Consultation {
  return {
    id: row.id,
    chatChannelId: row.chatId,
    status: row.status,
    startMessageId: row.startMessageId,
    endMessageId: row.endMessageId,
    amount: row.amount,
    rating: row.rating,
    created_at: toSeconds(row.createdAt),
    closed_at: row.closedAt && toSeconds(row.closedAt),
  };
}

/** A booking as the expert's agenda shows it; only booked ones are read, so it has a start. */
export function presentBooking({ booking, learner, course }: BookingRow): ExpertBooking {
  const startsAt = booking.startsAt ?? booking.createdAt;
  return {
    id: booking.id,
    start_date_time: toSeconds(startsAt),
    end_date_time: toSeconds(addSeconds(startsAt, DURATION_S)),
    note: booking.note,
    phone: booking.phone,
    meetingUrl: booking.meetingUrl,
    learner: { id: learner.id, name: displayName(learner) },
    course,
  };
}
