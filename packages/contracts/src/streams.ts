import { z } from 'zod';
import { Consultation, ConsultationAllowance } from './consultations';
import { Course, Day, Homework } from './courses';
import { commaList, QueryFlag, requiredId } from './selection';
import { Seconds, UnixMilliseconds, UnixSeconds } from './time';

/**
 * Streams (a learner's enrolments) and their status (spec 001 sections 3, 4, 7). A stream's
 * startDate/endDate are ms as the spec says; other instants are seconds.
 */

export const StreamStatusName = z.enum(['not_started', 'started', 'ended', 'freeze', 'stopped']);
export type StreamStatusName = z.infer<typeof StreamStatusName>;

export const StreamFreeze = z.object({
  id: z.number().int(),
  status: z.enum(['Created', 'Active', 'Canceled']),
  startDate: UnixMilliseconds,
  endDate: UnixMilliseconds,
});
export type StreamFreeze = z.infer<typeof StreamFreeze>;

export const StreamProgress = z.object({
  daysCount: z.number().int(),
  completeDaysCount: z.number().int(),
  /** percent, capped at 100 */
  progress: z.number().int(),
});

export const ChatStatus = z.object({
  chatChannelId: z.number().int().nullable(),
  /** Demo streams without full access lock their chats. */
  isLocked: z.boolean(),
  isExpertMessageEnable: z.boolean(),
});

/** The course service that sells access to the stream's course (expand=service): what an
 * extension or a purchase of it buys; prices in kopecks. */
export const StreamService = z.object({
  id: z.number().int(),
  type: z.enum(['course_subscription', 'course_buy']),
  title: z.string(),
  price: z.number().int(),
  currency: z.string(),
  days: z.number().int(),
});
export type StreamService = z.infer<typeof StreamService>;

export const Stream = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  startDate: UnixMilliseconds,
  endDate: UnixMilliseconds,
  isDemo: z.boolean(),
  isOptionalPurchase: z.boolean(),
  /** Derived on the server at the time of the answer. */
  status: StreamStatusName,
  progress: StreamProgress,
  courseFullAccess: z.boolean(),
  chatChannelId: z.number().int().nullable(),
  maxConsultationCount: z.number().int(),
  filters: z.record(z.string(), z.string()),
  /** The latest freeze that is not canceled, else null. */
  userCourseStreamFreeze: StreamFreeze.nullable(),
  /** The active subscription that opens an optional-purchase stream. */
  paymentSubscriptionId: z.number().int().nullable(),
  /** When the covering subscription ended, for a stopped stream's message. */
  accessStoppedAt: UnixMilliseconds.nullable(),
  /** When access ends if earlier than the course end. */
  message_expires_date: UnixSeconds.nullable(),
  /** Present with expand=course. */
  course: Course.optional(),
  /** Present with expand=chatStatus. */
  chatStatus: ChatStatus.optional(),
  /** Present with expand=service: null when the course sells none. */
  service: StreamService.nullable().optional(),
});
export type Stream = z.infer<typeof Stream>;

/** A stream answer with `fields` (e.g. `filter[id][]=3&fields=id,progress`): only the asked
 * fields, and always the id. */
export const StreamFieldsAnswer = Stream.partial().required({ id: true });
export const StreamAnswer = z.union([Stream, StreamFieldsAnswer]);

export const STREAM_EXPANSIONS = ['course', 'chatStatus', 'service'] as const;
/** `fields` may name any field of the stream, the expanded ones included. */
export const STREAM_FIELDS = Stream.keyof().options;
export const StreamsQuery = z.object({
  expand: commaList(STREAM_EXPANSIONS),
  fields: commaList(STREAM_FIELDS),
  // One id arrives as a string, several as a list: a list either way, each id checked.
  'filter[id][]': z.preprocess(
    (value) => (value === undefined ? undefined : [value].flat()),
    z.array(requiredId('id')).max(100).optional(),
  ),
});
export const StreamQuery = z.object({
  expand: commaList(STREAM_EXPANSIONS),
  fields: commaList(STREAM_FIELDS),
});
/** The demo stream opened for a learner without streams (spec 001 section 4): its id. */
export const DemoStreamAnswer = z.object({ id: z.number().int() });
export type DemoStreamAnswer = z.infer<typeof DemoStreamAnswer>;

export const StreamParams = z.object({ id: requiredId('streamId') });
export const StreamIdParams = z.object({ streamId: requiredId('streamId') });

export const StageStatus = z.object({ id: z.number().int(), streamId: z.number().int() });

export const DayStatus = z.object({
  stageDayId: z.number().int(),
  stageId: z.number().int(),
  dayNumber: z.number().int(),
  /** The user-day-status id once the day is started, else null. */
  dayStatusId: z.number().int().nullable(),
  isOpenByTimeDelay: z.boolean(),
  isLocked: z.boolean(),
  startedAt: UnixSeconds.nullable(),
  finishedAt: UnixSeconds.nullable(),
});
export type DayStatus = z.infer<typeof DayStatus>;

export const LessonStatus = z.object({
  lessonSetLessonId: z.number().int(),
  dayStatusId: z.number().int(),
  viewedSeconds: Seconds,
  playCount: z.number().int(),
  /** Where in the video the learner last stopped (0 before any save that told it). */
  positionSeconds: Seconds,
});
export type LessonStatus = z.infer<typeof LessonStatus>;

export const UserHomeworkStatusName = z.enum(['NOT_UPLOADED', 'UPLOADED', 'DONE', 'FAIL']);

export const UserHomeworkStatus = z.object({
  id: z.number().int(),
  homeworkId: z.number().int(),
  targetId: z.number().int(),
  targetType: z.enum(['course_stage_homework', 'stage_day_homework']),
  streamId: z.number().int(),
  status: UserHomeworkStatusName,
  createdAt: UnixSeconds,
  updatedAt: UnixSeconds,
  isLocked: z.boolean(),
  /** The learner. */
  user_id: z.number().int(),
  /** The homework's dialogue (its messages), addressed by the status id. */
  dialog_id: z.number().int(),
  /** Present with expand=homework. */
  homework: Homework.optional(),
  /** Present with expand=scores: the homework's points. */
  scores: z.number().int().optional(),
});
export type UserHomeworkStatus = z.infer<typeof UserHomeworkStatus>;

export const CurrentDay = z.object({
  stageId: z.number().int(),
  dayId: z.number().int(),
  dayNumber: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
});

/** GET /user-course-streams/{id}/status; the lists come with their expand names or all of them
 * with request-all. */
export const StreamStatusAnswer = z.object({
  id: z.number().int(),
  status: StreamStatusName,
  progress: StreamProgress,
  userCourseStreamFreeze: StreamFreeze.nullable(),
  currentDay: CurrentDay.nullable(),
  stages: z.array(StageStatus).optional(),
  days: z.array(DayStatus).optional(),
  lessons: z.array(LessonStatus).optional(),
  homeworks: z.array(UserHomeworkStatus).optional(),
  /** Consultations of the stream's chat, the newest first. */
  consultations: z.array(Consultation).optional(),
  /** The chat's status and what remains of the stream's paid consultations. */
  chatChannelMeta: ChatStatus.extend({ consultationAllowance: ConsultationAllowance }).optional(),
  current_training_stage_id: z.number().int().nullable().optional(),
  current_training_day: z.number().int().nullable().optional(),
});
export type StreamStatusAnswer = z.infer<typeof StreamStatusAnswer>;
/** The status call's answer with `fields`: only those, and always the id. */
export const StreamStatusFieldsAnswer = StreamStatusAnswer.partial().required({ id: true });
export const StreamStatusResult = z.union([StreamStatusAnswer, StreamStatusFieldsAnswer]);

/** The expand names of the status call: the request-all list a client of the original API
 * sends (each name adds its part, request-all adds them all), and `chatStatus`, the stream
 * calls' name for chatChannelMeta. */
export const STREAM_STATUS_PARTS = [
  'days',
  'homeworks',
  'stages',
  'lessons',
  'consultations',
  'chatChannelMeta',
  'current_training_stage_id',
  'current_training_day',
] as const;
export type StreamStatusPart = (typeof STREAM_STATUS_PARTS)[number];
export const STREAM_STATUS_EXPANSIONS = [...STREAM_STATUS_PARTS, 'chatStatus'] as const;
export const STREAM_STATUS_FIELDS = StreamStatusAnswer.keyof().options;

export const StreamStatusQuery = z.object({
  expand: commaList(STREAM_STATUS_EXPANSIONS),
  fields: commaList(STREAM_STATUS_FIELDS),
  'request-all': QueryFlag,
});

/** The freeze runs from the start of start_date to end_date. */
export const FreezeCreateBody = z.strictObject({
  start_date: UnixSeconds.positive(),
  end_date: UnixSeconds.positive(),
});

/** Per-stream key/value filters (e.g. the level of the exercises). */
/** At most this many filters per stream: they are a handful of display choices. */
const STREAM_FILTERS_MAX = 50;
export const StreamFiltersBody = z.strictObject({
  filters: z
    .record(z.string().min(1).max(64), z.string().max(256))
    .refine((filters) => Object.keys(filters).length <= STREAM_FILTERS_MAX),
});

export const DayStatusParams = z.object({
  streamId: requiredId('streamId'),
  dayId: requiredId('dayId'),
});
export const DayStatusProgressParams = z.object({
  streamId: requiredId('streamId'),
  id: requiredId('id'),
});

/** A started (and maybe finished) day of a stream. */
export const UserDayStatus = z.object({
  id: z.number().int(),
  streamId: z.number().int(),
  stageDayId: z.number().int(),
  startedAt: UnixSeconds.nullable(),
  finishedAt: UnixSeconds.nullable(),
});

export const DayProgress = z.object({
  id: z.number().int(),
  lessonsCount: z.number().int(),
  viewedLessonsCount: z.number().int(),
  /** percent, capped at 100 */
  progress: z.number().int(),
});

export const SaveLessonStatBody = z.strictObject({
  stage_day_id: requiredId('dayId'),
  user_course_stream_id: requiredId('streamId'),
  stage_day_lesson_set_lesson_id: requiredId('id'),
  viewed_seconds: z.number().int().min(0).max(86_400),
  play_count: z.number().int().min(0).max(10_000),
  /** Where in the video the learner stopped; the latest save's position is kept. Optional:
   * the spec's call does not carry it, and a save without it keeps the stored one. */
  position_seconds: z.number().int().min(0).max(86_400).optional(),
  /** The user-day-status id of the started day. */
  day_status: requiredId('id'),
});

/** A day of a stream as the day screen needs it: the day with its lessons and its status. */
export const StreamDay = Day.extend({ status: DayStatus });
