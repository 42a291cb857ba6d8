import { and, asc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  homeworks,
  lessonSetLessons,
  lessonSets,
  lessons,
  stageDays,
  stages,
  videos,
} from '../../db/schema/courses';

/**
 * The ids of `table`'s rows matching `where`, in `order`, as a correlated subselect (an empty
 * array for none). A subquery of its own, so the outer query's columns in `where` stay qualified.
 */
export const idArray = (db: Executor, table: PgTable, where: SQL, order: SQL) =>
  sql<number[]>`(${db
    .select({ ids: sql`coalesce(array_agg(${sql.identifier('id')} order by ${order}), '{}')` })
    .from(table)
    .where(where)})`;

/** A stage with the ids of its days (by number) and of its own homeworks. */
const selectStages = (db: Executor) =>
  db
    .select({
      ...getTableColumns(stages),
      dayIds: idArray(db, stageDays, eq(stageDays.stageId, stages.id), sql`${stageDays.dayNumber}`),
      stageHomeworkIds: idArray(
        db,
        homeworks,
        and(
          eq(homeworks.stageId, stages.id),
          eq(homeworks.targetType, 'course_stage_homework'),
        ) as SQL,
        sql`${homeworks.sort}, ${homeworks.id}`,
      ),
    })
    .from(stages);

/** A day with its course, its stage's order and the ids of its homeworks. */
const daySelection = (db: Executor) => ({
  ...getTableColumns(stageDays),
  courseId: stages.courseId,
  stageSort: stages.sort,
  dayHomeworkIds: idArray(
    db,
    homeworks,
    and(eq(homeworks.dayId, stageDays.id), eq(homeworks.targetType, 'stage_day_homework')) as SQL,
    sql`${homeworks.sort}, ${homeworks.id}`,
  ),
});

const selectDays = (db: Executor) =>
  db.select(daySelection(db)).from(stageDays).innerJoin(stages, eq(stages.id, stageDays.stageId));
/** Lesson sets with their lessons and videos, one row per placed lesson (or one per empty set). */
const selectLessonSets = (db: Executor) =>
  db
    .select({ set: lessonSets, item: lessonSetLessons, lesson: lessons, video: videos })
    .from(lessonSets)
    .leftJoin(lessonSetLessons, eq(lessonSetLessons.lessonSetId, lessonSets.id))
    .leftJoin(lessons, eq(lessons.id, lessonSetLessons.lessonId))
    .leftJoin(videos, eq(videos.id, lessons.videoId));

export type StageRow = Awaited<ReturnType<typeof selectStages>>[number];
export type DayRow = Awaited<ReturnType<typeof selectDays>>[number];
export type LessonSetJoinRow = Awaited<ReturnType<typeof selectLessonSets>>[number];
export type StageHomeworkRow = { homework: typeof homeworks.$inferSelect; stageId: number };

/** Days in course order: by stage sort, then day number. */
const dayOrder = [asc(stages.courseId), asc(stages.sort), asc(stages.id), asc(stageDays.dayNumber)];

/**
 * A course's structure, each part for many parents in one statement, so that a screen costs the
 * same number of queries whatever the size of the course.
 */
export function courseContentRepository(db: Executor) {
  const days = (where: SQL | undefined): Promise<DayRow[]> =>
    selectDays(db)
      .where(where)
      .orderBy(...dayOrder);

  return {
    stagesOfCourses: (courseIds: readonly number[]): Promise<StageRow[]> =>
      selectStages(db)
        .where(inArray(stages.courseId, [...courseIds]))
        .orderBy(asc(stages.courseId), asc(stages.sort), asc(stages.id)),

    async findStage(courseId: number, stageId: number): Promise<StageRow | undefined> {
      const [row] = await selectStages(db).where(
        and(eq(stages.id, stageId), eq(stages.courseId, courseId)),
      );
      return row;
    },

    daysOfCourses: (courseIds: readonly number[]) => days(inArray(stages.courseId, [...courseIds])),

    daysOfStages: (stageIds: readonly number[]) => days(inArray(stageDays.stageId, [...stageIds])),

    /** A day of that stage of that course; any other day is not found. */
    async findDay(courseId: number, stageId: number, dayId: number): Promise<DayRow | undefined> {
      const [row] = await days(
        and(eq(stageDays.id, dayId), eq(stageDays.stageId, stageId), eq(stages.courseId, courseId)),
      );
      return row;
    },

    /** A day of any stage of that course. */
    async findCourseDay(courseId: number, dayId: number): Promise<DayRow | undefined> {
      const [row] = await days(and(eq(stageDays.id, dayId), eq(stages.courseId, courseId)));
      return row;
    },

    lessonSetsOfDays: (dayIds: readonly number[]): Promise<LessonSetJoinRow[]> =>
      dayIds.length === 0
        ? Promise.resolve([])
        : selectLessonSets(db).where(inArray(lessonSets.dayId, [...dayIds])),

    /** The stages' own homeworks and those of their days. */
    homeworksOfStages: (stageIds: readonly number[]): Promise<StageHomeworkRow[]> =>
      db
        .select({
          homework: homeworks,
          // A day's homework may name only its day; it belongs to the day's stage.
          stageId: sql<number>`coalesce(${homeworks.stageId}, (${db
            .select({ stageId: stageDays.stageId })
            .from(stageDays)
            .where(eq(stageDays.id, homeworks.dayId))}))`,
        })
        .from(homeworks)
        .where(
          or(
            inArray(homeworks.stageId, [...stageIds]),
            inArray(
              homeworks.dayId,
              db
                .select({ id: stageDays.id })
                .from(stageDays)
                .where(inArray(stageDays.stageId, [...stageIds])),
            ),
          ),
        )
        .orderBy(asc(homeworks.sort), asc(homeworks.id)),
  };
}
