import type { AppContext } from '../../src/context';
import { supportCategories, techQuestions } from '../../src/db/schema/support';

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

/** A signed-in learner's question as POST /tech-questions stores it. */
export async function buildTechQuestion(
  ctx: AppContext,
  user: { id: number; brandId: number; email: string | null },
  values: { supportCategoryId?: number | null; targetId?: number | null; message?: string } = {},
) {
  const [question] = await ctx.db
    .insert(techQuestions)
    .values({
      brandId: user.brandId,
      userId: user.id,
      email: user.email,
      name: 'Anna',
      message: values.message ?? 'Please help',
      supportCategoryId: values.supportCategoryId ?? null,
      targetId: values.targetId ?? null,
    })
    .returning();
  if (!question) throw new Error('tech question not created');
  return question;
}
