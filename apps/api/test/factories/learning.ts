import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../src/context';
import type { HomeworkKind } from '../../src/db/schema/courses';
import {
  courses,
  homeworks,
  lessonSetLessons,
  lessonSets,
  lessons,
  stageDays,
  stages,
} from '../../src/db/schema/courses';
import { userCourseStreamFreezes, userCourseStreams } from '../../src/db/schema/streams';
import {
  paymentSubscriptionCourses,
  paymentSubscriptions,
} from '../../src/db/schema/subscriptions';
import { addSeconds } from '../../src/lib/clock';
import type { CourseFileInput } from '../../src/modules/courses/import/course-file.schema';
import { importCourse } from '../../src/modules/courses/import/course-import.service';
import { learningChanged, writeLearning } from '../../src/modules/streams/learning-changes';
import { buildUser } from './users';

const DAY = 24 * 60 * 60;
let sequence = 0;

export interface BuildCourseOptions {
  stages?: number;
  daysPerStage?: number;
  lessonSetsPerDay?: number;
  lessonsPerSet?: number;
  /** Day numbers (counted across the course from 1) open in demo streams. */
  demoAccessibleDays?: number[];
  /** Day number → days after the stream's start before it opens. */
  openDelayDays?: Record<number, number>;
  /** One homework of each kind on day 1, in this order. */
  homeworkKinds?: HomeworkKind[];
  /** One homework (kind message) on every stage. */
  stageHomework?: boolean;
  /** The app id of an existing brand; without it the course belongs to no brand. */
  brandAppId?: string;
}

/** The course file buildCourse imports: every lesson distinct, all on one demo video. */
export function courseDocument(options: BuildCourseOptions = {}): CourseFileInput {
  const {
    stages: stageCount = 1,
    daysPerStage = 3,
    lessonSetsPerDay = 1,
    lessonsPerSet = 2,
    demoAccessibleDays = [],
    openDelayDays = {},
    homeworkKinds = [],
    stageHomework = false,
    brandAppId,
  } = options;
  sequence += 1;
  const range = (count: number) => Array.from({ length: count }, (_, index) => index);
  const days = range(stageCount * daysPerStage).map((index) => index + 1);
  const lessonKey = (dayNumber: number, set: number, place: number) =>
    `lesson-${dayNumber}-${set + 1}-${place + 1}`;

  return {
    key: `test-course-${sequence}`,
    brand: brandAppId,
    title: `Курс ${sequence}`,
    caption: 'Тестовый курс',
    videos: [
      {
        key: 'video',
        duration: 30,
        url: '/media/demo-1/video.mp4',
        hlsPlaylist: '/media/demo-1/index.m3u8',
        preview: '/media/demo-1/preview.jpg',
      },
    ],
    lessons: days.flatMap((dayNumber) =>
      range(lessonSetsPerDay).flatMap((set) =>
        range(lessonsPerSet).map((place) => ({
          key: lessonKey(dayNumber, set, place),
          title: `Урок ${dayNumber}.${set + 1}.${place + 1} (исполнение)`,
          video: 'video',
        })),
      ),
    ),
    stages: range(stageCount).map((stage) => ({
      title: `Этап ${stage + 1}`,
      homeworks: stageHomework ? [{ title: `Задание этапа ${stage + 1}`, kind: 'message' }] : [],
      days: days.slice(stage * daysPerStage, (stage + 1) * daysPerStage).map((dayNumber) => ({
        dayNumber,
        title: `День ${dayNumber}`,
        isDemoAccessible: demoAccessibleDays.includes(dayNumber),
        openDelayDays: openDelayDays[dayNumber],
        homeworks:
          dayNumber === 1 ? homeworkKinds.map((kind) => ({ title: `Задание: ${kind}`, kind })) : [],
        lessonSets: range(lessonSetsPerDay).map((set) => ({
          lessons: range(lessonsPerSet).map((place) => lessonKey(dayNumber, set, place)),
        })),
      })),
    })),
  };
}

/**
 * A course imported through the importer, and its rows in course order: stages by sort, days by
 * stage then number, lesson sets and placed lessons by day then sort, lessons and homeworks in
 * file order (stage homeworks first).
 */
export async function buildCourse(ctx: AppContext, options: BuildCourseOptions = {}) {
  const courseId = await importCourse(ctx.db, courseDocument(options));
  const { db } = ctx;
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) throw new Error('course not imported');
  const dayOrder = [asc(stages.sort), asc(stageDays.dayNumber)] as const;
  const [stageRows, dayRows, setRows, lessonRows, placedRows, homeworkRows] = await Promise.all([
    db.select().from(stages).where(eq(stages.courseId, courseId)).orderBy(asc(stages.sort)),
    db
      .select({ day: stageDays })
      .from(stageDays)
      .innerJoin(stages, eq(stages.id, stageDays.stageId))
      .where(eq(stages.courseId, courseId))
      .orderBy(...dayOrder),
    db
      .select({ set: lessonSets })
      .from(lessonSets)
      .innerJoin(stageDays, eq(stageDays.id, lessonSets.dayId))
      .innerJoin(stages, eq(stages.id, stageDays.stageId))
      .where(eq(stages.courseId, courseId))
      .orderBy(...dayOrder, asc(lessonSets.sort)),
    db.select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.id)),
    db
      .select({ placed: lessonSetLessons })
      .from(lessonSetLessons)
      .innerJoin(lessonSets, eq(lessonSets.id, lessonSetLessons.lessonSetId))
      .innerJoin(stageDays, eq(stageDays.id, lessonSets.dayId))
      .innerJoin(stages, eq(stages.id, stageDays.stageId))
      .where(eq(stages.courseId, courseId))
      .orderBy(...dayOrder, asc(lessonSets.sort), asc(lessonSetLessons.sort)),
    db.select().from(homeworks).where(eq(homeworks.courseId, courseId)).orderBy(asc(homeworks.id)),
  ]);
  return {
    course,
    stages: stageRows,
    days: dayRows.map((row) => row.day),
    lessonSets: setRows.map((row) => row.set),
    lessons: lessonRows,
    lessonSetLessons: placedRows.map((row) => row.placed),
    homeworks: homeworkRows,
  };
}

export type StreamOverrides = Partial<typeof userCourseStreams.$inferInsert>;

/** A stream of the user in the course: started yesterday, ends in 30 days. */
export async function buildStream(
  ctx: AppContext,
  userId: number,
  courseId: number,
  overrides: StreamOverrides = {},
) {
  const now = ctx.clock.now();
  const [stream] = await ctx.db
    .insert(userCourseStreams)
    .values({
      userId,
      courseId,
      startDate: addSeconds(now, -DAY),
      endDate: addSeconds(now, 30 * DAY),
      ...overrides,
    })
    .returning();
  if (!stream) throw new Error('stream not created');
  // As the product's writers do: the learner's kept stream answers and access are stale now.
  await learningChanged(ctx, { userId });
  return stream;
}

export interface LearnerOptions {
  brandId?: number;
  course?: BuildCourseOptions;
  stream?: StreamOverrides;
}

/** A learner (of the brand, else of a new one) with a stream of a fresh course: the user's
 * session, the course rows of buildCourse and the stream. */
export async function buildLearner(ctx: AppContext, options: LearnerOptions = {}) {
  const learner = await buildUser(ctx, options.brandId ? { brandId: options.brandId } : {});
  const built = await buildCourse(ctx, options.course);
  const stream = await buildStream(ctx, learner.user.id, built.course.id, options.stream);
  return { ...learner, ...built, stream };
}

/** An active freeze (status 1) of the stream: since yesterday, for 7 more days. */
export async function buildFreeze(
  ctx: AppContext,
  streamId: number,
  overrides: Partial<typeof userCourseStreamFreezes.$inferInsert> = {},
) {
  const now = ctx.clock.now();
  const [freeze] = await ctx.db
    .insert(userCourseStreamFreezes)
    .values({
      streamId,
      status: 1,
      startDate: addSeconds(now, -DAY),
      endDate: addSeconds(now, 7 * DAY),
      ...overrides,
    })
    .returning();
  if (!freeze) throw new Error('freeze not created');
  return freeze;
}

/** An active monthly subscription of the user covering the courses. */
export async function buildSubscription(
  ctx: AppContext,
  userId: number,
  courseIds: number[],
  overrides: Partial<typeof paymentSubscriptions.$inferInsert> = {},
) {
  return writeLearning(ctx, async (tx, noteChange) => {
    noteChange({ userId });
    const [subscription] = await tx
      .insert(paymentSubscriptions)
      .values({
        userId,
        title: 'Подписка на все курсы',
        status: 'active',
        courseServiceType: 'main_subscription',
        nextPayAt: addSeconds(ctx.clock.now(), 30 * DAY),
        ...overrides,
      })
      .returning();
    if (!subscription) throw new Error('subscription not created');
    if (courseIds.length > 0) {
      await tx
        .insert(paymentSubscriptionCourses)
        .values(courseIds.map((courseId) => ({ subscriptionId: subscription.id, courseId })));
    }
    return subscription;
  });
}
