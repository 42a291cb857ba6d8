import { z } from 'zod';
import { commaList, requiredId } from './selection';
import { Milliseconds, Seconds, UnixSeconds } from './time';

/**
 * Courses and their content (spec 001 section 3). Times follow the wire rule (./time): instants
 * in seconds (`created_at`), durations in ms where the spec says ms (`finish_total_time`, a
 * video's `duration`); a lesson's `videoLength` is in seconds (the client turns it into ms).
 */

export const ImageUrls = z.object({ large: z.string(), medium: z.string(), small: z.string() });

/** A course asset as the spec's file: type number, url, file name. */
export const CourseFile = z.object({
  type: z.number().int(),
  url: z.string(),
  fileName: z.string(),
});
export type CourseFile = z.infer<typeof CourseFile>;

/** Only documents with a url or a file exist on the wire. */
export const CourseDocument = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string().nullable(),
  file: CourseFile.nullable(),
});
export type CourseDocument = z.infer<typeof CourseDocument>;

export const Subtitle = z.object({
  languageCode: z.string(),
  label: z.string(),
  name: z.string(),
  url: z.string(),
});

export const Video = z.object({
  id: z.number().int(),
  created_at: UnixSeconds,
  duration: Milliseconds,
  url: z.string(),
  subtitles: z.array(Subtitle),
  videoUrls: z.object({
    hlsPlaylist: z.string().nullable(),
    preview: z.string().nullable(),
    mp4Playlist: z.string().nullable(),
  }),
  lessonId: z.number().int().nullable(),
  courseIds: z.array(z.number().int()),
});
export type Video = z.infer<typeof Video>;

export const Lesson = z.object({
  id: z.number().int(),
  /** Without the trailing marker ('разбор', 'исполнение', 'теория'), which becomes `subtitle`. */
  title: z.string(),
  subtitle: z.string().nullable(),
  videoLength: Seconds,
  trainingOptions: z.record(z.string(), z.unknown()),
  video: Video.nullable(),
  /** Refs that are not of type video are dropped (null). */
  localVideoFile: CourseFile.nullable(),
  localDescriptionVideoFile: CourseFile.nullable(),
  verticalVideo: CourseFile.nullable(),
  verticalDescriptionVideo: CourseFile.nullable(),
});
export type Lesson = z.infer<typeof Lesson>;

export const LessonSetLesson = z.object({
  /** The stage_day_lesson_set_lesson_id of statistics. */
  id: z.number().int(),
  sort: z.number().int(),
  lessonId: z.number().int(),
  lesson: Lesson,
});

export const LessonSet = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  /** Already clamped into the user range. */
  repeatCount: z.number().int(),
  userRepeatRangeFrom: z.number().int(),
  userRepeatRangeTo: z.number().int(),
  /** Sorted by sort. */
  lessons: z.array(LessonSetLesson),
});
export type LessonSet = z.infer<typeof LessonSet>;

export const HomeworkKind = z.enum(['message', 'file', 'exercise']);
export const HomeworkTargetType = z.enum(['course_stage_homework', 'stage_day_homework']);

export const Homework = z.object({
  id: z.number().int(),
  homeworkId: z.number().int(),
  courseId: z.number().int(),
  targetType: HomeworkTargetType,
  stageId: z.number().int().nullable(),
  dayId: z.number().int().nullable(),
  sort: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** What a submission must carry. */
  kind: HomeworkKind,
  isDemoAccessible: z.boolean(),
  is_required: z.boolean(),
  scores: z.number().int(),
});
export type Homework = z.infer<typeof Homework>;

export const Day = z.object({
  id: z.number().int(),
  stageId: z.number().int(),
  dayNumber: z.number().int(),
  dayOfRest: z.boolean(),
  title: z.string(),
  excerpt: z.string(),
  finish_total_time: Milliseconds,
  required_to_complete: z.boolean(),
  scores: z.number().int(),
  is_demo_accessible: z.boolean(),
  /** Sorted by sort; present with expand=lessonSets. */
  lessonSets: z.array(LessonSet).optional(),
  dayHomeworkIds: z.array(z.number().int()),
  bannerIds: z.array(z.number().int()),
});
export type Day = z.infer<typeof Day>;

export const Stage = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  sort: z.number().int(),
  title: z.string(),
  dayIds: z.array(z.number().int()),
  stageHomeworkIds: z.array(z.number().int()),
  /** Present with expand=requestDays (days with their lesson sets). */
  requestDays: z.array(Day).optional(),
  /** Present with expand=requestHomeworks (the stage's and its days' homeworks). */
  requestHomeworks: z.array(Homework).optional(),
});
export type Stage = z.infer<typeof Stage>;

/** A course's offer (spec section 3): the service it sells and its images, absolute URLs. */
export const CourseOffer = z.object({
  id: z.number().int(),
  images: ImageUrls.nullable(),
  serviceId: z.number().int(),
});
export type CourseOffer = z.infer<typeof CourseOffer>;

export const Course = z.object({
  id: z.number().int(),
  title: z.string(),
  caption: z.string(),
  excerpt: z.string(),
  image: ImageUrls.nullable(),
  background: ImageUrls.nullable(),
  created_at: UnixSeconds,
  updated_at: UnixSeconds,
  courseOptions: z.record(z.string(), z.unknown()),
  category: z.string().nullable(),
  complexity: z.string().nullable(),
  stageIds: z.array(z.number().int()),
  lessonIds: z.array(z.number().int()),
  /** The ids of the course's offers (of the learner's brand), in the offers' order. */
  offerIds: z.array(z.number().int()),
  isDemoDocumentsAccessible: z.boolean(),
  isDemoExpertMessageEnabled: z.boolean(),
  isDemoUserMessageEnabled: z.boolean(),
  isDemoOfflineModeAccessible: z.boolean(),
  version: z.number().int(),
  /** Present with expand=documents. */
  documents: z.array(CourseDocument).optional(),
  /** Present with expand=demoVideo. */
  demoVideo: Video.nullable().optional(),
  /** Present with expand=stages (stages with their days and lesson sets). */
  stages: z.array(Stage).optional(),
  /** Present with expand=offers: the offers of `offerIds`, in that order. */
  offers: z.array(CourseOffer).optional(),
});
export type Course = z.infer<typeof Course>;

export const COURSE_EXPANSIONS = ['documents', 'demoVideo', 'stages', 'offers'] as const;
export const COURSE_FIELDS = ['id', 'documents', 'title', 'version'] as const;
export const CourseQuery = z.object({
  expand: commaList(COURSE_EXPANSIONS),
  /** `fields=id,documents` answers only those (documents implied). */
  fields: commaList(COURSE_FIELDS),
});

/** GET /courses/{id} with `fields`: only the asked fields, and always the id. */
export const CourseFieldsAnswer = Course.pick({
  id: true,
  documents: true,
  title: true,
  version: true,
})
  .partial()
  .required({ id: true });
export const CourseAnswer = z.union([Course, CourseFieldsAnswer]);

export const CourseParams = z.object({ id: requiredId('id') });
export const CourseVersion = z.object({
  id: z.number().int(),
  version: z.number().int(),
  updated_at: UnixSeconds,
});

export const STAGE_EXPANSIONS = ['requestDays', 'requestHomeworks'] as const;
export const StagesQuery = z.object({ expand: commaList(STAGE_EXPANSIONS) });
export const StagesParams = z.object({ courseId: requiredId('courseId') });
export const StageDaysParams = StagesParams.extend({ stageId: requiredId('stageId') });
export const StageDayParams = StageDaysParams.extend({ dayId: requiredId('dayId') });
export const DAY_EXPANSIONS = ['lessonSets'] as const;
export const DaysQuery = z.object({ expand: commaList(DAY_EXPANSIONS) });
