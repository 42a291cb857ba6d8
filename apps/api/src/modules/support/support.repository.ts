import { and, asc, count, desc, eq, max, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { supportCategories, techQuestionReplies, techQuestions } from '../../db/schema/support';
import { users } from '../../db/schema/users';

export type SupportCategoryRow = typeof supportCategories.$inferSelect;
export type NewTechQuestion = typeof techQuestions.$inferInsert;
export type TechQuestionRow = typeof techQuestions.$inferSelect;
export type CategorySort = 'id' | '-id' | 'sort' | '-sort';
export type TechQuestionReplyRow = typeof techQuestionReplies.$inferSelect;

/** Each question's reply count and latest reply, for the learner's list. */
const replyTotals = (db: Executor) =>
  db
    .select({
      questionId: techQuestionReplies.questionId,
      count: count().as('replies_count'),
      lastAt: max(techQuestionReplies.createdAt).as('last_reply_at'),
    })
    .from(techQuestionReplies)
    .groupBy(techQuestionReplies.questionId)
    .as('reply_totals');

const ORDER_BY: Record<CategorySort, SQL> = {
  id: asc(supportCategories.id),
  '-id': desc(supportCategories.id),
  sort: asc(supportCategories.sort),
  '-sort': desc(supportCategories.sort),
};

export function supportRepository(db: Executor) {
  /** A page of questions with their categories and reply totals, and how many match. */
  async function pageOfQuestions(
    where: SQL,
    orderBy: (totals: ReturnType<typeof replyTotals>) => SQL[],
    page: { offset: number; limit: number },
  ) {
    const totals = replyTotals(db);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          question: techQuestions,
          category: supportCategories,
          repliesCount: totals.count,
          lastReplyAt: totals.lastAt,
        })
        .from(techQuestions)
        .leftJoin(supportCategories, eq(supportCategories.id, techQuestions.supportCategoryId))
        .leftJoin(totals, eq(totals.questionId, techQuestions.id))
        .where(where)
        .orderBy(...orderBy(totals))
        .offset(page.offset)
        .limit(page.limit),
      db.select({ value: count() }).from(techQuestions).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  /** One question with its category. */
  async function findQuestion(where: SQL | undefined) {
    const [row] = await db
      .select({ question: techQuestions, category: supportCategories })
      .from(techQuestions)
      .leftJoin(supportCategories, eq(supportCategories.id, techQuestions.supportCategoryId))
      .where(where);
    return row;
  }

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

    /** The topics that are not there yet (the demo seed's; others stay as edited). */
    async insertMissingCategories(rows: SupportCategoryRow[]): Promise<void> {
      await db
        .insert(supportCategories)
        .values(rows)
        .onConflictDoNothing({ target: supportCategories.id });
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

    /** One page of a learner's questions, newest first, with their categories and reply totals,
     * and how many there are. */
    listOfUser(userId: number, offset: number, limit: number) {
      return pageOfQuestions(eq(techQuestions.userId, userId), () => [desc(techQuestions.id)], {
        offset,
        limit,
      });
    },

    /** One page of the brand's questions for support staff: those awaiting a reply first, the
     * longest waiting first, then the answered ones, newest first. */
    listOfBrand(brandId: number, offset: number, limit: number) {
      return pageOfQuestions(
        eq(techQuestions.brandId, brandId),
        // A question without replies has no totals row.
        (totals) => [
          sql`${totals.count} is not null`,
          sql`case when ${totals.count} is null then ${techQuestions.id} else -${techQuestions.id} end`,
        ],
        { offset, limit },
      );
    },

    /** A learner's own question with its category, or nothing (someone else's is not found). */
    findOfUser: (userId: number, id: number) =>
      findQuestion(and(eq(techQuestions.id, id), eq(techQuestions.userId, userId))),

    /** A question of the brand with its category, as its support staff read it. */
    findInBrand: (brandId: number, id: number) =>
      findQuestion(and(eq(techQuestions.id, id), eq(techQuestions.brandId, brandId))),

    /** A question's replies, oldest first, each with its author's first name. */
    listReplies(questionId: number) {
      return db
        .select({ reply: techQuestionReplies, authorName: users.firstName })
        .from(techQuestionReplies)
        .leftJoin(users, eq(users.id, techQuestionReplies.authorId))
        .where(eq(techQuestionReplies.questionId, questionId))
        .orderBy(asc(techQuestionReplies.id));
    },

    /** Whether the brand has the question: staff answer only their brand's questions (which
     * are never deleted, so the reply written next finds it). */
    async existsInBrand(brandId: number, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: techQuestions.id })
        .from(techQuestions)
        .where(and(eq(techQuestions.id, id), eq(techQuestions.brandId, brandId)));
      return row !== undefined;
    },

    async createReply(values: typeof techQuestionReplies.$inferInsert) {
      const [row] = await db.insert(techQuestionReplies).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
  };
}
