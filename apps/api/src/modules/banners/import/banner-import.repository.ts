import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { banners } from '../../../db/schema/banners';
import { brands } from '../../../db/schema/brands';
import { communities } from '../../../db/schema/communities';
import { courses, stageDays, stages } from '../../../db/schema/courses';

export type BannerValues = Omit<typeof banners.$inferInsert, 'id' | 'createdAt'> & {
  code: string;
};

/** The columns an import sets, `SET column = excluded.column` on a code already stored. */
function updatedColumns(): Record<string, SQL> {
  const columns = getTableColumns(banners);
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([name]) => !['id', 'code', 'createdAt'].includes(name))
      .map(([name, column]) => [name, sql.raw(`excluded."${column.name}"`)]),
  );
}

/** What a banner import reads (the rows its keys name) and writes (banners by code). */
export function bannerImportRepository(db: Executor) {
  return {
    /** Course ids by the courses' keys, for the keys that name one. */
    async courseIds(keys: string[]): Promise<Map<string, number>> {
      if (keys.length === 0) return new Map();
      const rows = await db
        .select({ key: courses.importKey, id: courses.id })
        .from(courses)
        .where(inArray(courses.importKey, keys));
      return new Map(rows.map((row) => [row.key, row.id]));
    },

    /** Club ids by the clubs' `uniq`. */
    async communityIds(uniqs: string[]): Promise<Map<string, number>> {
      if (uniqs.length === 0) return new Map();
      const rows = await db
        .select({ uniq: communities.uniq, id: communities.id })
        .from(communities)
        .where(inArray(communities.uniq, uniqs));
      return new Map(rows.map((row) => [row.uniq, row.id]));
    },

    /** The brand app ids among these that exist. */
    async appIds(appIds: string[]): Promise<Set<string>> {
      if (appIds.length === 0) return new Set();
      const rows = await db
        .select({ appId: brands.appId })
        .from(brands)
        .where(inArray(brands.appId, appIds));
      return new Set(rows.map((row) => row.appId));
    },

    /** Stage day ids by `<course key>:<day number>`, for the days of these courses. */
    async stageDayIds(courseKeys: string[]): Promise<Map<string, number>> {
      if (courseKeys.length === 0) return new Map();
      const rows = await db
        .select({ key: courses.importKey, dayNumber: stageDays.dayNumber, id: stageDays.id })
        .from(stageDays)
        .innerJoin(stages, eq(stages.id, stageDays.stageId))
        .innerJoin(
          courses,
          and(eq(courses.id, stages.courseId), inArray(courses.importKey, courseKeys)),
        );
      return new Map(rows.map((row) => [`${row.key}:${row.dayNumber}`, row.id]));
    },

    /** The codes among these that are stored. */
    async storedCodes(codes: string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const rows = await db
        .select({ code: banners.code })
        .from(banners)
        .where(inArray(banners.code, codes));
      return new Set(rows.map((row) => row.code));
    },

    /** Inserts the banners, or replaces every field of those whose code is stored (their id and
     * creation time stay): one statement. Answers the ids by code. */
    async upsert(rows: BannerValues[]): Promise<Map<string, number>> {
      if (rows.length === 0) return new Map();
      const written = await db
        .insert(banners)
        .values(rows)
        .onConflictDoUpdate({ target: banners.code, set: updatedColumns() })
        .returning({ id: banners.id, code: banners.code });
      return new Map(written.map((row) => [row.code, row.id]));
    },
  };
}
