import type { OnlineConsultation } from '@platform/contracts/online-consultations';
import { seconds } from '@platform/contracts/time';
import { SECOND_MS } from '@platform/domain/constants/time';
import { checkPhone, normalizePhone, phoneErrorMessage } from '@platform/domain/phone';
import {
  bookingRefusal,
  bookingWindow,
  freeSlots,
  isTimeZone,
  localDateTime,
  offeredSlots,
  type VideoConsultationRefusal,
  videoConsultationErrorMessage,
} from '@platform/domain/video-consultations';
import type { AppContext } from '../../context';
import { addSeconds, toSeconds } from '../../lib/clock';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { createVideoMeetings } from '../../lib/video-meetings';
import type { SignedInUser } from '../auth/sessions.repository';
import { brandConfigOf } from '../brands/brands.service';
import { notifyUsers } from '../realtime/chat-events';
import { DURATION_S, presentConsultation } from './online-consultations.presenter';
import {
  type ConsultationRow,
  onlineConsultationsRepository,
} from './online-consultations.repository';

export interface ConsultationChange {
  start_date_time?: number;
  note?: string | null;
  phone?: string | null;
}

const errorKey = (code: Parameters<typeof videoConsultationErrorMessage>[0]) =>
  videoConsultationErrorMessage(code).key;

/** 403 for what the brand, the course or a demo does not allow; 409 for a booking too close or
 * past to move. */
function refused(refusal: VideoConsultationRefusal) {
  if (refusal === 'unchangeable')
    return conflict('video_consultation_unchangeable', errorKey(refusal));
  return forbidden(`video_consultations_${refusal}`, errorKey(refusal));
}

const brandSupports = (row: ConsultationRow) => brandConfigOf(row.brand).isVideoConsultationSupport;

function refusalOf(row: ConsultationRow, now: Date): VideoConsultationRefusal | null {
  return bookingRefusal({
    brandSupports: brandSupports(row),
    courseOffers: row.perStream !== null,
    stream: row.stream,
    startsAt: row.consultation.startsAt?.getTime() ?? null,
    now: now.getTime(),
  });
}

/** The note and phone a change leaves: what it sends (empty clears), else what was kept. */
function detailsOf(row: ConsultationRow, change: ConsultationChange) {
  const phone = change.phone === undefined ? row.consultation.phone : change.phone || null;
  const problem = phone === null ? null : checkPhone(phone);
  if (problem) throw fieldError('phone', phoneErrorMessage(problem).key);
  return {
    note: change.note === undefined ? row.consultation.note : change.note || null,
    phone: phone === null ? null : normalizePhone(phone),
  };
}

export function onlineConsultationsService(ctx: AppContext) {
  const consultations = onlineConsultationsRepository(ctx.db);
  const meetings = createVideoMeetings(ctx.config);

  const present = (row: ConsultationRow, now: Date, withCourse: boolean): OnlineConsultation =>
    presentConsultation(row, now, refusalOf(row, now) === null, withCourse);

  async function owned(user: SignedInUser, id: number): Promise<ConsultationRow> {
    const row = await consultations.findOwned(user.id, id);
    if (!row) throw notFound();
    return row;
  }

  /** The consultation's row if the rules let it take a time now. */
  async function changeable(user: SignedInUser, id: number, now: Date) {
    const row = await owned(user, id);
    const refusal = refusalOf(row, now);
    if (refusal) throw refused(refusal);
    return row;
  }

  /** Each expert of the consultation's course with the slots they work in within the booking
   * window, and those of them no booking holds, the learner's own included (a learner attends one
   * consultation at a time); and the learner's booked starts. */
  async function slotsByExpert(row: ConsultationRow, user: SignedInUser, now: Date) {
    const window = bookingWindow(now.getTime());
    const [experts, learnerStarts] = await Promise.all([
      consultations.availabilityOfCourse(row.course.id, user.brandId),
      consultations.startsOfLearner(user.id),
    ]);
    const booked = await consultations.bookedStarts(
      experts.map((expert) => expert.expertUserId),
      new Date(window.from),
      new Date(window.to),
    );
    const byExpert = experts.map((expert) => {
      const offered = offeredSlots(expert, window.from, window.to);
      const taken = booked.flatMap((booking) =>
        booking.expertUserId === expert.expertUserId && booking.startsAt
          ? [booking.startsAt.getTime()]
          : [],
      );
      const free = freeSlots(offered, [...taken, ...learnerStarts]);
      return { expertUserId: expert.expertUserId, offered, free };
    });
    return { byExpert, learnerStarts };
  }

  /** Books the slot with the first expert of the course free at it; 422 for a time no expert
   * works at, 409 when the learner has a booking then, or every expert is booked then (a
   * concurrent booking included). */
  async function book(
    user: SignedInUser,
    row: ConsultationRow,
    startSeconds: number,
    details: { note: string | null; phone: string | null },
    now: Date,
  ) {
    const at = startSeconds * SECOND_MS;
    const { byExpert, learnerStarts } = await slotsByExpert(row, user, now);
    const experts = byExpert.filter((expert) => expert.offered.includes(at));
    if (experts.length === 0) throw fieldError('start_date_time', errorKey('slotUnavailable'));
    if (learnerStarts.includes(at))
      throw conflict('video_consultation_learner_busy', errorKey('learnerBusy'));
    const startsAt = new Date(at);
    const { url } = await meetings.meetingFor({
      startsAt,
      endsAt: addSeconds(startsAt, DURATION_S),
      title: row.course.title,
      currentUrl: row.consultation.meetingUrl,
    });
    for (const expert of experts.filter((candidate) => candidate.free.includes(at))) {
      const booking = { expertUserId: expert.expertUserId, startsAt, meetingUrl: url, ...details };
      const result = await consultations.book(user.id, row.consultation.id, booking);
      if (result === undefined) throw notFound();
      if (result === 'booked') return;
    }
    throw conflict('video_consultation_slot_taken', errorKey('slotTaken'));
  }

  return {
    /** The learner's booked consultations, upcoming and past. */
    async list(user: SignedInUser, withCourse: boolean) {
      const now = ctx.clock.now();
      return (await consultations.booked(user.id)).map((row) => present(row, now, withCourse));
    },

    /** The consultations the learner's streams hold and has not booked yet, with their courses;
     * none where the brand has switched video consultations off. A read only: the rows were
     * written when the stream opened or its course began offering them. */
    async available(user: SignedInUser) {
      const now = ctx.clock.now();
      return (await consultations.available(user.id))
        .filter(brandSupports)
        .map((row) => present(row, now, true));
    },

    /** The free slots of the consultation's course, on the learner's clock. */
    async slots(user: SignedInUser, id: number, timezone: string | undefined) {
      const now = ctx.clock.now();
      const row = await changeable(user, id, now);
      const { byExpert } = await slotsByExpert(row, user, now);
      const free = new Set(byExpert.flatMap((expert) => expert.free));
      const zone = timezone ?? (user.timezone && isTimeZone(user.timezone) ? user.timezone : 'UTC');
      return {
        timezone: zone,
        duration: seconds(DURATION_S),
        slots: [...free]
          .sort((a, b) => a - b)
          .map((slot) => ({
            start_date_time: toSeconds(new Date(slot)),
            ...localDateTime(slot, zone),
          })),
      };
    },

    /** Books the consultation, moves it to another slot, or changes its note and phone. */
    async update(user: SignedInUser, id: number, change: ConsultationChange) {
      const now = ctx.clock.now();
      const row = await changeable(user, id, now);
      const details = detailsOf(row, change);
      const current = row.consultation.startsAt;
      const start = change.start_date_time;
      if (start !== undefined && (!current || toSeconds(current) !== start)) {
        await book(user, row, start, details, now);
      } else if (!current) {
        throw fieldError('start_date_time', errorKey('startRequired'));
      } else if (!(await consultations.updateDetails(user.id, id, details))) {
        throw notFound();
      }
      const updated = await owned(user, id);
      // The learner's other tabs, the expert it is booked with, and the one it was moved from.
      const experts = [row.consultation.expertUserId, updated.consultation.expertUserId];
      await notifyUsers(ctx, {
        userIds: [user.id, ...experts.filter((expert) => expert !== null)],
        topic: 'video-consultations',
        id,
      });
      return present(updated, now, true);
    },
  };
}
