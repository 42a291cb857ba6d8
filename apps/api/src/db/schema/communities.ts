import { boolean, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { createdAt, instant } from './columns';
import { users } from './users';

/** A brand's club (community): its pages live on the community site under its slug. */
export const communities = pgTable(
  'communities',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** The community site's identifier of the club (external_id of its article previews). */
    uniq: text('uniq').notNull().unique(),
    slug: text('slug').notNull(),
    /** Per language: { ru, en, es }. */
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    /** A club that is only a chat has no pages of its own. */
    chatOnly: boolean('chat_only').notNull().default(false),
    /** Learners of these courses are recommended the club. */
    courseIds: integer('course_ids').array().notNull().default([]),
    faqUrl: text('faq_url'),
    customUrl: text('custom_url'),
    telegramChatUrl: text('telegram_chat_url'),
    haveSubscriptionLandingUrl: text('have_subscription_landing_url'),
    noHaveSubscriptionLandingUrl: text('no_have_subscription_landing_url'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('communities_brand_idx').on(t.brandId)],
);

/** A learner's membership of a club: between its dates, or while a subscription covers one of
 * the club's courses when it is an optional purchase. */
export const userCommunities = pgTable(
  'user_communities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    startDate: instant('start_date').notNull(),
    endDate: instant('end_date'),
    isOptionalPurchase: boolean('is_optional_purchase').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [unique('user_communities_user_community_unique').on(t.userId, t.communityId)],
);

/** The demo community site's articles (the community service this API ships). */
export const communityArticles = pgTable(
  'community_articles',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** A course media path (/media/...) of the preview image. */
    previewImage: text('preview_image').notNull(),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    publishedAt: instant('published_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('community_articles_community_idx').on(t.communityId, t.sort)],
);
