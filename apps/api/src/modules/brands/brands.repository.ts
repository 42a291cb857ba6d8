import { asc, eq, sql } from 'drizzle-orm';
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

    /** The domain of a host, else the first configured domain (the deployment's default), in
     * one query; undefined only when no domain is configured at all. */
    async findServedDomain(
      host: string,
    ): Promise<{ domain: DomainRow; brand: BrandRow } | undefined> {
      const [row] = await db
        .select({ domain: domains, brand: brands })
        .from(domains)
        .innerJoin(brands, eq(brands.id, domains.brandId))
        .orderBy(sql`(${domains.host} = ${host}) desc`, asc(domains.id))
        .limit(1);
      return row;
    },
  };
}
