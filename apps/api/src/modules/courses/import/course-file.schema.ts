import { HomeworkKind } from '@platform/contracts/courses';
import { FILE_TYPE } from '@platform/domain/lesson';
import { z } from 'zod';
import { key, required, text, url, wholeNumber } from '../../../lib/data-file-fields';

/**
 * The course file (docs/course-import.md): one course with its videos, lessons, stages, days,
 * lesson sets, homeworks and documents. Objects are strict, so a misspelt field is reported
 * instead of silently dropped. Times are whole seconds.
 */

const title = text(255).min(1, 'must not be empty');

const fileTypes = Object.values(FILE_TYPE);
const fileRef = (defaultType: number) =>
  z.strictObject({
    type: z
      .int()
      .refine((type) => fileTypes.some((known) => known === type), {
        error: `expected a file type number (${Object.entries(FILE_TYPE)
          .map(([name, code]) => `${name} ${code}`)
          .join(', ')})`,
      })
      .default(defaultType),
    url,
    fileName: title,
  });

const images = z.strictObject({ large: url, medium: url, small: url });
const options = z.record(z.string(), z.unknown()).default({});

const subtitle = z.strictObject({
  languageCode: z.string().regex(/^[a-z]{2}(-[A-Za-z]{2})?$/, 'expected a language code like ru'),
  label: title,
  name: title,
  url,
});

const video = z.strictObject({
  key,
  duration: wholeNumber(0),
  url,
  hlsPlaylist: url.optional(),
  preview: url.optional(),
  mp4Playlist: url.optional(),
  subtitles: z.array(subtitle).default([]),
});

const lesson = z.strictObject({
  key,
  title,
  video: key.optional(),
  /** Defaults to the duration of `video` (0 without one). */
  videoLength: wholeNumber(0).optional(),
  trainingOptions: options,
  localVideoFile: fileRef(FILE_TYPE.video).optional(),
  localDescriptionVideoFile: fileRef(FILE_TYPE.video).optional(),
  verticalVideo: fileRef(FILE_TYPE.video).optional(),
  verticalDescriptionVideo: fileRef(FILE_TYPE.video).optional(),
});

const homework = z.strictObject({
  title,
  description: text(10_000).default(''),
  kind: z.enum(HomeworkKind.options, { error: required('expected message, file or exercise') }),
  isDemoAccessible: z.boolean().default(false),
  isRequired: z.boolean().default(false),
  scores: wholeNumber(0).default(0),
});

const lessonSet = z.strictObject({
  repeatCount: wholeNumber(1).default(1),
  userRepeatRange: z
    .tuple([wholeNumber(1), wholeNumber(1)], { error: required('expected [from, to]') })
    .refine(([from, to]) => from <= to, 'expected from ≤ to')
    .default([1, 1]),
  lessons: z.array(key).min(1, 'expected at least one lesson key'),
});

const day = z.strictObject({
  /** Defaults to the day's position in the course, counted across stages from 1. */
  dayNumber: wholeNumber(1).optional(),
  title: text(255).default(''),
  excerpt: text(10_000).default(''),
  dayOfRest: z.boolean().default(false),
  finishTotalTime: wholeNumber(0).default(0),
  requiredToComplete: z.boolean().default(false),
  scores: wholeNumber(0).default(0),
  isDemoAccessible: z.boolean().default(false),
  /** Days after the stream's start before the day opens; absent: open from the start. */
  openDelayDays: wholeNumber(0).optional(),
  lessonSets: z.array(lessonSet).default([]),
  homeworks: z.array(homework).default([]),
});

const stage = z.strictObject({
  title,
  days: z.array(day).min(1, 'expected at least one day'),
  homeworks: z.array(homework).default([]),
});

const courseDocument = z
  .strictObject({ title, url: url.optional(), file: fileRef(FILE_TYPE.document).optional() })
  .refine((document) => (document.url === undefined) !== (document.file === undefined), {
    error: 'expected either url or file',
  });

export const CourseFileSchema = z
  .strictObject({
    /** Names the course across imports: importing the same key again updates that course. */
    key,
    /** The brand's application id; absent: a course of no particular brand. */
    brand: z.string().min(1, 'must not be empty').optional(),
    title,
    caption: text(255).default(''),
    excerpt: text(10_000).default(''),
    image: images.optional(),
    background: images.optional(),
    category: text(255).optional(),
    complexity: text(255).optional(),
    isDemoDocumentsAccessible: z.boolean().default(true),
    isDemoExpertMessageEnabled: z.boolean().default(true),
    isDemoUserMessageEnabled: z.boolean().default(true),
    isDemoOfflineModeAccessible: z.boolean().default(true),
    courseOptions: options,
    demoVideo: key.optional(),
    documents: z.array(courseDocument).default([]),
    videos: z.array(video).default([]),
    lessons: z.array(lesson).default([]),
    stages: z.array(stage).min(1, 'expected at least one stage'),
  })
  .transform((file) => {
    // A day without a number is numbered by its position in the course, counted from 1.
    let position = 0;
    const stages = file.stages.map((stage) => ({
      ...stage,
      days: stage.days.map((day) => {
        position += 1;
        return { ...day, dayNumber: day.dayNumber ?? position };
      }),
    }));
    return { ...file, stages };
  });

/** A course file as written (what factories and tests build). */
export type CourseFileInput = z.input<typeof CourseFileSchema>;
/** A validated course file with its defaults filled in. */
export type CourseFile = z.output<typeof CourseFileSchema>;
