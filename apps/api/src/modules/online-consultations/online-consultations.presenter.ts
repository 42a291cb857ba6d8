import type { OnlineConsultation } from '@platform/contracts/online-consultations';
import { seconds } from '@platform/contracts/time';
import { SECOND_MS } from '@platform/domain/constants/time';
import { VIDEO_CONSULTATION_MS } from '@platform/domain/constants/video-consultations';
import { isDemoRestricted } from '@platform/domain/demo-access';
import { displayName } from '@platform/domain/user';
import { videoConsultationStatus } from '@platform/domain/video-consultations';
import { addSeconds, toSeconds } from '../../lib/clock';
import type { ConsultationRow } from './online-consultations.repository';

export const DURATION_S = VIDEO_CONSULTATION_MS / SECOND_MS;

/** A consultation on the wire; `isChangeable` is whether the booking rules let it take a time
 * now, the course expanded when asked. */
export function presentConsultation(
  row: ConsultationRow,
  now: Date,
  isChangeable: boolean,
  withCourse: boolean,
): OnlineConsultation {
  const { consultation, stream, course, expert } = row;
  const startsAt = consultation.startsAt;
  return {
    id: consultation.id,
    start_date_time: startsAt && toSeconds(startsAt),
    end_date_time: startsAt && toSeconds(addSeconds(startsAt, DURATION_S)),
    duration: seconds(DURATION_S),
    note: consultation.note,
    phone: consultation.phone,
    status: videoConsultationStatus(startsAt?.getTime() ?? null, now.getTime()),
    streamId: consultation.streamId,
    courseId: course.id,
    isLocked: isDemoRestricted(stream),
    isChangeable,
    expert: expert && { id: expert.id, name: displayName(expert) },
    meetingUrl: consultation.meetingUrl,
    ...(withCourse && { course }),
  };
}
