import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

export const supportCategories = pgTable('support_categories', {
  id: integer('id').primaryKey(),
  sort: integer('sort').notNull(),
  /** Title per language: { ru, en, es }. */
  title: jsonb('title').$type<Record<string, string>>().notNull(),
});

export const techQuestions = pgTable(
  'tech_questions',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    supportCategoryId: integer('support_category_id').references(() => supportCategories.id),
    targetId: integer('target_id'),
    name: text('name').notNull(),
    email: text('email'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tech_questions_user_idx').on(t.userId)],
);

/** Support staff's answers to a tech question: the question and its replies are the
 * conversation the learner reads. */
export const techQuestionReplies = pgTable(
  'tech_question_replies',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => techQuestions.id, { onDelete: 'cascade' }),
    /** The staff member who answered; the reply stays when their account goes. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tech_question_replies_question_idx').on(t.questionId, t.id)],
);

/** A signed-in user's cookie consent; anonymous visitors keep theirs in the browser cookie. */
export const cookiePolicies = pgTable('cookie_policies', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  essential: boolean('essential').notNull().default(true),
  analytics: boolean('analytics').notNull().default(false),
  marketing: boolean('marketing').notNull().default(false),
  updatedAt: updatedAt(),
});
