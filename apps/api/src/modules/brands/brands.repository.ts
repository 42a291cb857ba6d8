import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brands, domains } from '../../db/schema/brands';

export type BrandRow = typeof brands.$inferSelect;
export type DomainRow = typeof domains.$inferSelect;

export function brandsRepository(db: Executor) {
  return {
    /** Which of these application ids have a brand. */
    async presentAppIds(appIds: string[]): Promise<Set<string>> {
      const rows = await db
        .select({ appId: brands.appId })
        .from(brands)
        .where(inArray(brands.appId, appIds));
      return new Set(rows.map((row) => row.appId));
    },

    /** Brands whose application id is new; an existing one is left as it is. */
    async insertBrands(values: (typeof brands.$inferInsert)[]): Promise<void> {
      if (values.length === 0) return;
      await db.insert(brands).values(values).onConflictDoNothing({ target: brands.appId });
    },

    /** Which of these hosts are domains. */
    async presentHosts(hosts: string[]): Promise<Set<string>> {
      const rows = await db
        .select({ host: domains.host })
        .from(domains)
        .where(inArray(domains.host, hosts));
      return new Set(rows.map((row) => row.host));
    },

    /** Domains whose host is new; an existing one is left as it is. */
    async insertDomains(values: (typeof domains.$inferInsert)[]): Promise<void> {
      if (values.length === 0) return;
      await db.insert(domains).values(values).onConflictDoNothing({ target: domains.host });
    },

    /** Names the brand's demo course service (demoCourseServiceId) where its configuration
     * names none (null or 0): one named since is kept. */
    async nameDemoCourseService(appId: string, serviceId: number): Promise<void> {
      await db
        .update(brands)
        .set({
          config: sql`${brands.config} || jsonb_build_object('demoCourseServiceId', ${serviceId}::int)`,
        })
        .where(
          and(
            eq(brands.appId, appId),
            sql`coalesce((${brands.config}->>'demoCourseServiceId')::int, 0) = 0`,
          ),
        );
    },

    async findById(id: number): Promise<BrandRow | undefined> {
      const [row] = await db.select().from(brands).where(eq(brands.id, id));
      return row;
    },

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
