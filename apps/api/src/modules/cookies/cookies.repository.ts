import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cookiePolicies } from '../../db/schema/support';

export interface StoredCookiePolicy {
  essential: boolean;
  analytics: boolean;
  marketing: boolean;
}

export function cookiesRepository(db: Executor) {
  return {
    async findByUser(userId: number): Promise<StoredCookiePolicy | undefined> {
      const [row] = await db
        .select({
          essential: cookiePolicies.essential,
          analytics: cookiePolicies.analytics,
          marketing: cookiePolicies.marketing,
        })
        .from(cookiePolicies)
        .where(eq(cookiePolicies.userId, userId));
      return row;
    },

    /** One row per user: the latest choice replaces the previous one. */
    async save(userId: number, policy: StoredCookiePolicy): Promise<void> {
      await db
        .insert(cookiePolicies)
        .values({ userId, ...policy })
        .onConflictDoUpdate({ target: cookiePolicies.userId, set: policy });
    },
  };
}
