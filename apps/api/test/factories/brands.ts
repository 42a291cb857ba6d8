import type { AppContext } from '../../src/context';
import { brands } from '../../src/db/schema/brands';

let sequence = 0;

/** A brand with registration and anonymous sign-in switched as the test needs. */
export async function buildBrand(
  ctx: AppContext,
  overrides: Partial<typeof brands.$inferInsert> & { config?: Record<string, unknown> } = {},
) {
  sequence += 1;
  const [brand] = await ctx.db
    .insert(brands)
    .values({
      appId: `brand${sequence}`,
      name: `Brand ${sequence}`,
      config: { isRegistrationEnable: true, isUserAnonAuthEnable: true },
      ...overrides,
    })
    .returning();
  if (!brand) throw new Error('brand not created');
  return brand;
}
