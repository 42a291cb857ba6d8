import { VIDEO_CONSULTATION_NOTE_MAX } from '@platform/domain/constants/video-consultations';
import { z } from 'zod';
import { ImageUrls } from './courses';
import { commaList, requiredId } from './selection';
import { Seconds, UnixSeconds } from './time';
import { Timezone } from './user';

/** Video consultations (spec 002 sections 3 and 7): id, start_date_time, note, phone, and what
 * a client shows beside them. Instants in seconds. */

/** `?id=` of the update and slots calls. */
export const OnlineConsultationQuery = z.object({ id: requiredId('id') });

export const OnlineConsultationCourse = z.object({
  id: z.number().int(),
  title: z.string(),
  image: ImageUrls.nullable(),
});

export const OnlineConsultation = z.object({
  id: z.number().int(),
  /** Null until booked. */
  start_date_time: UnixSeconds.nullable(),
  end_date_time: UnixSeconds.nullable(),
  duration: Seconds,
  note: z.string().nullable(),
  phone: z.string().nullable(),
  /** available (not booked yet), booked (until it ends), past. */
  status: z.enum(['available', 'booked', 'past']),
  streamId: z.number().int(),
  courseId: z.number().int(),
  /** A demo stream without full access: shown, not bookable. */
  isLocked: z.boolean(),
  /** Whether PUT /online-consultation/update takes a (new) time now. */
  isChangeable: z.boolean(),
  /** The expert of a booking, null until booked. */
  expert: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The video meeting's link, from booking on. */
  meetingUrl: z.string().nullable(),
  /** Present with expand=course (always on GET /course/online-consultations). */
  course: OnlineConsultationCourse.optional(),
});
export type OnlineConsultation = z.infer<typeof OnlineConsultation>;
export const OnlineConsultationList = z.array(OnlineConsultation);

export const ONLINE_CONSULTATION_EXPANSIONS = ['course'] as const;
export const OnlineConsultationsQuery = z.object({
  expand: commaList(ONLINE_CONSULTATION_EXPANSIONS),
});

/** PUT /online-consultation/update?id=: books the consultation, moves it (a new
 * start_date_time) or changes its note and phone (the start left out or unchanged). */
export const UpdateOnlineConsultationBody = z.strictObject({
  /** A free slot's start_date_time, as GET /online-consultation/slots answers it. */
  start_date_time: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 40)
    .optional(),
  note: z.string().trim().max(VIDEO_CONSULTATION_NOTE_MAX).nullable().optional(),
  phone: z.string().trim().max(64).nullable().optional(),
});

/** GET /online-consultation/slots?id=[&timezone=]: the free slots of the consultation's course
 * (the call the spec lacks), shown in the time zone asked for, else the user's, else UTC. */
export const OnlineConsultationSlotsQuery = OnlineConsultationQuery.extend({
  timezone: Timezone.optional(),
});

export const OnlineConsultationSlot = z.object({
  start_date_time: UnixSeconds,
  /** The slot on the learner's clock: YYYY-MM-DD and HH:mm. */
  date: z.string(),
  time: z.string(),
});

export const OnlineConsultationSlots = z.object({
  timezone: z.string(),
  duration: Seconds,
  slots: z.array(OnlineConsultationSlot),
});
export type OnlineConsultationSlots = z.infer<typeof OnlineConsultationSlots>;
