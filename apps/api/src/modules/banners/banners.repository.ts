import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { banners } from '../../db/schema/banners';
import { brands } from '../../db/schema/brands';
import { userCourseStreams } from '../../db/schema/streams';
import { users } from '../../db/schema/users';

export type BannerRow = typeof banners.$inferSelect;
export type NewBanner = typeof banners.$inferInsert;

/** What the audience rules read of a learner. */
export interface LearnerFacts {
  courseIds: number[];
  applicationId: string;
}

export function bannersRepository(db: Executor) {
  return {
    /** The banners shown at that moment (their window open), in display order. */
    showing(now: Date): Promise<BannerRow[]> {
      return db
        .select()
        .from(banners)
        .where(
          and(
            or(isNull(banners.startsAt), lte(banners.startsAt, now)),
            or(isNull(banners.endsAt), gt(banners.endsAt, now)),
          ),
        )
        .orderBy(asc(banners.sort), asc(banners.id));
    },

    /** The courses the learner has streams on and their brand's application identifier. */
    async learnerFacts(userId: number): Promise<LearnerFacts> {
      const [row] = await db
        .select({
          applicationId: brands.appId,
          courseIds: sql<
            number[]
          >`array(select distinct ${userCourseStreams.courseId} from ${userCourseStreams} where ${userCourseStreams.userId} = ${users.id})`,
        })
        .from(users)
        .innerJoin(brands, eq(brands.id, users.brandId))
        .where(eq(users.id, userId));
      return row ?? { courseIds: [], applicationId: '' };
    },

    async insert(values: NewBanner[]): Promise<number[]> {
      if (values.length === 0) return [];
      const rows = await db.insert(banners).values(values).returning({ id: banners.id });
      return rows.map((row) => row.id);
    },

    async any(): Promise<boolean> {
      const [row] = await db.select({ id: banners.id }).from(banners).limit(1);
      return row !== undefined;
    },
  };
}
