import type { AppContext } from '../../src/context';
import { domains } from '../../src/db/schema/brands';
import { buildBrand } from './brands';

let sequence = 0;

/** A domain the product is served on (ru, en, es), with its default brand. */
export async function buildDomain(
  ctx: AppContext,
  overrides: Partial<typeof domains.$inferInsert> = {},
) {
  sequence += 1;
  const brandId = overrides.brandId ?? (await buildBrand(ctx)).id;
  const host = overrides.host ?? `school${sequence}.example.test`;
  const [domain] = await ctx.db
    .insert(domains)
    .values({
      host,
      name: host,
      title: `School ${sequence}`,
      languages: [
        { code: 'ru', detector_code: 'ru-RU' },
        { code: 'en', detector_code: 'en-US' },
        { code: 'es', detector_code: 'es-ES' },
      ],
      frontendSettings: {},
      pushSettings: {},
      components: {},
      ...overrides,
      brandId,
    })
    .returning();
  if (!domain) throw new Error('domain not created');
  return domain;
}
