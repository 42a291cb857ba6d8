import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { supportCategories, techQuestions } from '../../db/schema/support';

export type SupportCategoryRow = typeof supportCategories.$inferSelect;
export type NewTechQuestion = typeof techQuestions.$inferInsert;
export type CategorySort = 'id' | '-id' | 'sort' | '-sort';

const ORDER_BY: Record<CategorySort, SQL> = {
  id: asc(supportCategories.id),
  '-id': desc(supportCategories.id),
  sort: asc(supportCategories.sort),
  '-sort': desc(supportCategories.sort),
};

export function supportRepository(db: Executor) {
  return {
    /** One page of categories in the asked order (ties broken by id) and the total count. */
    async listCategories(sort: CategorySort, offset: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(supportCategories)
          .orderBy(ORDER_BY[sort], asc(supportCategories.id))
          .offset(offset)
          .limit(limit),
        db.select({ value: count() }).from(supportCategories),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findCategory(id: number): Promise<SupportCategoryRow | undefined> {
      const [row] = await db.select().from(supportCategories).where(eq(supportCategories.id, id));
      return row;
    },

    async createQuestion(values: NewTechQuestion): Promise<number> {
      const [row] = await db
        .insert(techQuestions)
        .values(values)
        .returning({ id: techQuestions.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },
  };
}
