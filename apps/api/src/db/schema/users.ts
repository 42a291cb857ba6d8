import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { createdAt, instant, updatedAt } from './columns';
import { files } from './files';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    email: text('email'),
    /** Device-bound anonymous accounts sign in with an application id instead of an e-mail. */
    appId: text('app_id'),
    passwordHash: text('password_hash'),
    username: text('username'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    avatarFileId: integer('avatar_file_id').references((): AnyPgColumn => files.id, {
      onDelete: 'set null',
    }),
    city: text('city'),
    gender: text('gender').$type<'M' | 'F'>(),
    phone: text('phone'),
    phoneValidated: boolean('phone_validated').notNull().default(false),
    birthday: date('birthday'),
    instagramId: text('instagram_id'),
    disableNotification: boolean('disable_notification').notNull().default(false),
    timezone: text('timezone'),
    languageCode: text('language_code').notNull().default('ru-RU'),
    segments: jsonb('segments').$type<{ id: number; name: string }[]>().notNull().default([]),
    isAdmin: boolean('is_admin').notNull().default(false),
    isExpert: boolean('is_expert').notNull().default(false),
    requiredUpdatePassword: boolean('required_update_password').notNull().default(false),
    requiredUpdateProfile: boolean('required_update_profile').notNull().default(false),
    requireEmailValidate: boolean('require_email_validate').notNull().default(false),
    requirePhoneValidate: boolean('require_phone_validate').notNull().default(false),
    /** Onboarding stage: 10 new, 20 password set, 30 birthday given, 40 complete; 0 deleted. */
    status: integer('status').notNull().default(10),
    scoresAmount: integer('scores_amount').notNull().default(0),
    // The learning stats (viewed hours and lessons, completed tasks and courses) are not kept
    // here: GET /user computes them from the learning when asked (learning-stats.repository).
    // The referral and cashback ones below belong to no feature of the product: 0 unless set.
    referralOrders: integer('referral_orders').notNull().default(0),
    cashback: integer('cashback').notNull().default(0),
    discountForReferral: integer('discount_for_referral').notNull().default(0),
    linkJumps: integer('link_jumps').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_email_live_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_app_id_live_unique')
      .on(t.brandId, t.appId)
      .where(sql`${t.deletedAt} is null`),
    // The points balance (kept with the ledger user_scores) never goes below zero.
    check('users_scores_amount_nonnegative', sql`${t.scoresAmount} >= 0`),
  ],
);

/** Opaque bearer sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Accounts at Apple, Google, Facebook or VKontakte linked to a user. */
export const externalAuths = pgTable(
  'external_auths',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('external_auths_source_subject_unique').on(t.source, t.subject),
    index('external_auths_user_idx').on(t.userId),
  ],
);
