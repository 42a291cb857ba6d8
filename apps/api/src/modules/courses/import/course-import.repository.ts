import {
  arrayContains,
  asc,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { brands } from '../../../db/schema/brands';
import {
  courseDocuments,
  courses,
  homeworks,
  lessonSetLessons,
  lessonSets,
  lessons,
  stageDays,
  stages,
  videos,
} from '../../../db/schema/courses';

const TABLES = {
  courses,
  videos,
  lessons,
  stages,
  days: stageDays,
  lessonSets,
  lessonSetLessons,
  homeworks,
  documents: courseDocuments,
} as const;

/** The tables an import fills below the course, each keyed by a serial `id`. */
export type ContentKind = Exclude<keyof typeof TABLES, 'courses'>;
export type ContentRow<K extends ContentKind> = (typeof TABLES)[K]['$inferInsert'] & {
  id: number;
};
export type CourseValues = Omit<typeof courses.$inferInsert, 'id' | 'importKey' | 'version'>;

/** Rows of a course as they are now, with what identifies each within the course. */
export interface StoredContent {
  videos: number[];
  lessons: number[];
  documents: number[];
  stages: number[];
  days: { id: number; stageId: number; dayNumber: number }[];
  lessonSets: { id: number; dayId: number; sort: number }[];
  lessonSetLessons: { id: number; lessonSetId: number; sort: number }[];
  homeworks: {
    id: number;
    targetType: string;
    stageId: number | null;
    dayId: number | null;
    sort: number;
  }[];
}

/** Parameters stay far below PostgreSQL's limit of 65535 per statement at this many rows. */
const ROWS_PER_STATEMENT = 1000;

function chunks<T>(rows: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    result.push(rows.slice(start, start + ROWS_PER_STATEMENT));
  }
  return result;
}

/** `SET column = excluded.column` for every column the rows carry. */
function excludedColumns(table: PgTable, row: object): Record<string, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    Object.keys(row)
      .filter((name) => name !== 'id')
      .map((name) => [name, sql.raw(`excluded."${columns[name]?.name ?? name}"`)]),
  );
}

/** The writes of a course import; only rows of the course being imported are touched. */
export function courseImportRepository(db: Executor) {
  return {
    async brandId(appId: string): Promise<number | undefined> {
      const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.appId, appId));
      return row?.id;
    },

    async findCourse(importKey: string) {
      const [row] = await db
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.importKey, importKey));
      return row;
    },

    async insertCourse(id: number, importKey: string, values: CourseValues) {
      await db.insert(courses).values({ id, importKey, ...values });
    },

    /** Replaces the course's fields and raises its version; the row and its id stay. */
    async updateCourse(id: number, values: CourseValues) {
      await db
        .update(courses)
        .set({ ...values, version: sql`${courses.version} + 1` })
        .where(eq(courses.id, id));
    },

    async storedContent(courseId: number): Promise<StoredContent> {
      const stageIds = db
        .select({ id: stages.id })
        .from(stages)
        .where(eq(stages.courseId, courseId));
      const dayIds = db
        .select({ id: stageDays.id })
        .from(stageDays)
        .where(inArray(stageDays.stageId, stageIds));
      const [videoRows, lessonRows, documentRows, stageRows, days, sets, setLessons, homeworkRows] =
        await Promise.all([
          db
            .select({ id: videos.id })
            .from(videos)
            .where(arrayContains(videos.courseIds, [courseId]))
            .orderBy(asc(videos.id)),
          db
            .select({ id: lessons.id })
            .from(lessons)
            .where(eq(lessons.courseId, courseId))
            .orderBy(asc(lessons.id)),
          db
            .select({ id: courseDocuments.id })
            .from(courseDocuments)
            .where(eq(courseDocuments.courseId, courseId))
            .orderBy(asc(courseDocuments.sort), asc(courseDocuments.id)),
          db
            .select({ id: stages.id })
            .from(stages)
            .where(eq(stages.courseId, courseId))
            .orderBy(asc(stages.sort), asc(stages.id)),
          db
            .select({
              id: stageDays.id,
              stageId: stageDays.stageId,
              dayNumber: stageDays.dayNumber,
            })
            .from(stageDays)
            .where(inArray(stageDays.stageId, stageIds)),
          db
            .select({ id: lessonSets.id, dayId: lessonSets.dayId, sort: lessonSets.sort })
            .from(lessonSets)
            .where(inArray(lessonSets.dayId, dayIds)),
          db
            .select({
              id: lessonSetLessons.id,
              lessonSetId: lessonSetLessons.lessonSetId,
              sort: lessonSetLessons.sort,
            })
            .from(lessonSetLessons)
            .innerJoin(lessonSets, eq(lessonSets.id, lessonSetLessons.lessonSetId))
            .where(inArray(lessonSets.dayId, dayIds)),
          db
            .select({
              id: homeworks.id,
              targetType: homeworks.targetType,
              stageId: homeworks.stageId,
              dayId: homeworks.dayId,
              sort: homeworks.sort,
            })
            .from(homeworks)
            .where(eq(homeworks.courseId, courseId)),
        ]);
      const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
      return {
        videos: ids(videoRows),
        lessons: ids(lessonRows),
        documents: ids(documentRows),
        stages: ids(stageRows),
        days,
        lessonSets: sets,
        lessonSetLessons: setLessons,
        homeworks: homeworkRows,
      };
    },

    /** Fresh ids from the table's sequence, so that children can name their parents before
     * anything is written. */
    async allocateIds(kind: keyof typeof TABLES, count: number): Promise<number[]> {
      if (count === 0) return [];
      const table = TABLES[kind];
      const rows = await db
        .select({
          id: sql<number>`nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int`,
        })
        .from(sql`generate_series(1, ${count})`);
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },

    /** Inserts the rows, or updates those whose id exists: a few statements whatever the
     * number of rows. */
    async upsert<K extends ContentKind>(kind: K, rows: ContentRow<K>[]) {
      const table: PgTable & { id: AnyPgColumn } = TABLES[kind];
      for (const chunk of chunks(rows)) {
        const [first] = chunk;
        if (!first) continue;
        await db
          .insert(table)
          .values(chunk)
          .onConflictDoUpdate({ target: table.id, set: excludedColumns(table, first) });
      }
    },

    async remove(kind: ContentKind, ids: number[]) {
      const table = TABLES[kind];
      for (const chunk of chunks(ids)) await db.delete(table).where(inArray(table.id, chunk));
    },
  };
}

export type CourseImportRepository = ReturnType<typeof courseImportRepository>;
