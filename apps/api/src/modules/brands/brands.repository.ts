import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brands, domains } from '../../db/schema/brands';

export type BrandRow = typeof brands.$inferSelect;
export type DomainRow = typeof domains.$inferSelect;

export function brandsRepository(db: Executor) {
  return {
    async findByAppId(appId: string): Promise<BrandRow | undefined> {
      const [row] = await db.select().from(brands).where(eq(brands.appId, appId));
      return row;
    },

    /** The domain served at a host, with its default brand. */
    async findDomain(host: string): Promise<{ domain: DomainRow; brand: BrandRow } | undefined> {
      const [row] = await db
        .select({ domain: domains, brand: brands })
        .from(domains)
        .innerJoin(brands, eq(brands.id, domains.brandId))
        .where(eq(domains.host, host));
      return row;
    },
  };
}
