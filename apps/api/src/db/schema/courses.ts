import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { createdAt, updatedAt } from './columns';

/** Image urls at the three sizes the client picks from. */
export type ImageUrls = { large: string; medium: string; small: string };
/** A course asset as the spec's file: type number (video 1, image 2, sound 3, document 4,
 * subtitle 5), url and name. Lesson video refs hold these; a ref not of type video is ignored. */
export type CourseFileRef = { type: number; url: string; fileName: string };
export type Subtitle = { languageCode: string; label: string; name: string; url: string };

/** A course of a brand. `importKey` names the course in its import file, so that re-importing
 * the same file updates the course instead of adding a second one. */
export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id').references(() => brands.id),
  importKey: text('import_key').notNull().unique(),
  title: text('title').notNull(),
  caption: text('caption').notNull().default(''),
  excerpt: text('excerpt').notNull().default(''),
  image: jsonb('image').$type<ImageUrls>(),
  background: jsonb('background').$type<ImageUrls>(),
  courseOptions: jsonb('course_options').$type<Record<string, unknown>>().notNull().default({}),
  category: text('category'),
  complexity: text('complexity'),
  demoVideoId: integer('demo_video_id'),
  isDemoDocumentsAccessible: boolean('is_demo_documents_accessible').notNull().default(true),
  isDemoExpertMessageEnabled: boolean('is_demo_expert_message_enabled').notNull().default(true),
  isDemoUserMessageEnabled: boolean('is_demo_user_message_enabled').notNull().default(true),
  isDemoOfflineModeAccessible: boolean('is_demo_offline_mode_accessible').notNull().default(true),
  /** Raised on every change of the course's content; GET /courses/versions lists it. */
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A course document: a link or a file (the spec lists only documents that have one of them). */
export const courseDocuments = pgTable(
  'course_documents',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    title: text('title').notNull(),
    url: text('url'),
    file: jsonb('file').$type<CourseFileRef>(),
  },
  (t) => [index('course_documents_course_idx').on(t.courseId)],
);

export const stages = pgTable(
  'stages',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    title: text('title').notNull(),
  },
  (t) => [index('stages_course_idx').on(t.courseId)],
);

/** A day of a stage. `openDelayDays`: the day opens that many days after the stream starts
 * (null: open from the start, the spec's default isOpenByTimeDelay true). */
export const stageDays = pgTable(
  'stage_days',
  {
    id: serial('id').primaryKey(),
    stageId: integer('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    dayNumber: integer('day_number').notNull(),
    dayOfRest: boolean('day_of_rest').notNull().default(false),
    title: text('title').notNull().default(''),
    excerpt: text('excerpt').notNull().default(''),
    finishTotalTimeSeconds: integer('finish_total_time_seconds').notNull().default(0),
    requiredToComplete: integer('required_to_complete').notNull().default(0),
    scores: integer('scores').notNull().default(0),
    isDemoAccessible: boolean('is_demo_accessible').notNull().default(false),
    openDelayDays: integer('open_delay_days'),
  },
  (t) => [uniqueIndex('stage_days_stage_number_unique').on(t.stageId, t.dayNumber)],
);

export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  durationSeconds: integer('duration_seconds').notNull(),
  url: text('url').notNull(),
  hlsPlaylist: text('hls_playlist'),
  preview: text('preview'),
  mp4Playlist: text('mp4_playlist'),
  subtitles: jsonb('subtitles').$type<Subtitle[]>().notNull().default([]),
  courseIds: integer('course_ids').array().notNull().default([]),
  createdAt: createdAt(),
});

/** A lesson of a course. The four video refs are kept as given; the presenter drops a ref whose
 * type is not video (spec: ignored with a warning). */
export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'set null' }),
    videoLengthSeconds: integer('video_length_seconds').notNull().default(0),
    trainingOptions: jsonb('training_options')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    localVideoFile: jsonb('local_video_file').$type<CourseFileRef>(),
    localDescriptionVideoFile: jsonb('local_description_video_file').$type<CourseFileRef>(),
    verticalVideo: jsonb('vertical_video').$type<CourseFileRef>(),
    verticalDescriptionVideo: jsonb('vertical_description_video').$type<CourseFileRef>(),
  },
  (t) => [index('lessons_course_idx').on(t.courseId)],
);

export const lessonSets = pgTable(
  'lesson_sets',
  {
    id: serial('id').primaryKey(),
    dayId: integer('day_id')
      .notNull()
      .references(() => stageDays.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    repeatCount: integer('repeat_count').notNull().default(1),
    userRepeatRangeFrom: integer('user_repeat_range_from').notNull().default(1),
    userRepeatRangeTo: integer('user_repeat_range_to').notNull().default(1),
  },
  (t) => [index('lesson_sets_day_idx').on(t.dayId)],
);

/** A lesson placed in a set; its id is the spec's stage_day_lesson_set_lesson_id. */
export const lessonSetLessons = pgTable(
  'lesson_set_lessons',
  {
    id: serial('id').primaryKey(),
    lessonSetId: integer('lesson_set_id')
      .notNull()
      .references(() => lessonSets.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('lesson_set_lessons_set_idx').on(t.lessonSetId)],
);

export type HomeworkTargetType = 'course_stage_homework' | 'stage_day_homework';
/** What a submission must carry: a message, at least one file, or an exercise answer. */
export type HomeworkKind = 'message' | 'file' | 'exercise';

/** A homework of a stage (targetType course_stage_homework) or of a day (stage_day_homework). */
export const homeworks = pgTable(
  'homeworks',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    targetType: text('target_type').$type<HomeworkTargetType>().notNull(),
    stageId: integer('stage_id').references(() => stages.id, { onDelete: 'cascade' }),
    dayId: integer('day_id').references(() => stageDays.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').$type<HomeworkKind>().notNull(),
    isDemoAccessible: boolean('is_demo_accessible').notNull().default(false),
    isRequired: integer('is_required').notNull().default(0),
    scores: integer('scores').notNull().default(0),
  },
  (t) => [index('homeworks_course_idx').on(t.courseId)],
);
