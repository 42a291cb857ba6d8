import type { AppContext } from '../../src/context';
import { supportCategories } from '../../src/db/schema/support';

/** A support topic with its title in the three languages. */
export async function buildSupportCategory(
  ctx: AppContext,
  values: { id: number; sort?: number; title?: string },
) {
  const title = values.title ?? `Topic ${values.id}`;
  const [category] = await ctx.db
    .insert(supportCategories)
    .values({
      id: values.id,
      sort: values.sort ?? values.id,
      title: { ru: `${title} (ru)`, en: `${title} (en)`, es: `${title} (es)` },
    })
    .returning();
  if (!category) throw new Error('support category not created');
  return category;
}
