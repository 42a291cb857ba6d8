import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { communities, communityArticles, userCommunities } from '../../db/schema/communities';
import { userCourseStreams } from '../../db/schema/streams';
import { paymentSubscriptionCourses, paymentSubscriptions } from '../../db/schema/subscriptions';
import { users } from '../../db/schema/users';

export type CommunityRow = typeof communities.$inferSelect;
export type MembershipRow = typeof userCommunities.$inferSelect;
export type ArticleRow = typeof communityArticles.$inferSelect;

const ps = paymentSubscriptions;
const streams = userCourseStreams;

export function communitiesRepository(db: Executor) {
  return {
    /**
     * The clubs of the user's brand, each with the user's membership, whether an active
     * subscription of theirs covers one of its courses, and the courses the user has streams on:
     * one statement.
     */
    async ofUser(userId: number, now: Date) {
      const activeCover = sql<boolean>`exists (select 1 from ${ps} inner join ${paymentSubscriptionCourses} on ${paymentSubscriptionCourses.subscriptionId} = ${ps.id} where ${ps.userId} = ${users.id} and ${paymentSubscriptionCourses.courseId} = any(${communities.courseIds}) and ${ps.status} = 'active' and (${ps.isLifetime} or ${ps.endDate} is null or ${ps.endDate} > ${now.toISOString()}::timestamptz))`;
      const learnerCourses = sql<
        number[]
      >`array(select distinct ${streams.courseId} from ${streams} where ${streams.userId} = ${users.id})`;
      return db
        .select({
          community: getTableColumns(communities),
          membership: getTableColumns(userCommunities),
          hasMatchingSubscription: activeCover,
          learnerCourseIds: learnerCourses,
        })
        .from(users)
        .innerJoin(communities, eq(communities.brandId, users.brandId))
        .leftJoin(
          userCommunities,
          and(
            eq(userCommunities.communityId, communities.id),
            eq(userCommunities.userId, users.id),
          ),
        )
        .where(eq(users.id, userId))
        .orderBy(asc(communities.sort), asc(communities.id));
    },

    memberships(userId: number): Promise<MembershipRow[]> {
      return db
        .select()
        .from(userCommunities)
        .where(eq(userCommunities.userId, userId))
        .orderBy(asc(userCommunities.startDate), asc(userCommunities.id));
    },

    /** The articles of the clubs of these identifiers (the community site's external ids), in
     * each club's order, with the club's slug. */
    articlesOf(uniqs: string[]) {
      if (uniqs.length === 0) return Promise.resolve([]);
      return db
        .select({ article: getTableColumns(communityArticles), slug: communities.slug })
        .from(communityArticles)
        .innerJoin(communities, eq(communities.id, communityArticles.communityId))
        .where(inArray(communities.uniq, uniqs))
        .orderBy(asc(communities.sort), asc(communityArticles.sort), asc(communityArticles.id));
    },

    async insertCommunity(values: typeof communities.$inferInsert): Promise<CommunityRow> {
      const [row] = await db.insert(communities).values(values).returning();
      if (!row) throw new Error('community not stored');
      return row;
    },

    async insertMembership(values: typeof userCommunities.$inferInsert): Promise<void> {
      await db.insert(userCommunities).values(values).onConflictDoNothing();
    },

    async insertArticles(values: (typeof communityArticles.$inferInsert)[]): Promise<void> {
      if (values.length > 0) await db.insert(communityArticles).values(values);
    },

    async findBySlug(slug: string): Promise<CommunityRow | undefined> {
      const [row] = await db.select().from(communities).where(eq(communities.slug, slug)).limit(1);
      return row;
    },

    async findByUniq(uniq: string): Promise<CommunityRow | undefined> {
      const [row] = await db.select().from(communities).where(eq(communities.uniq, uniq));
      return row;
    },
  };
}
