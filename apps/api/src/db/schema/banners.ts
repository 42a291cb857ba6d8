import type { BannerPlacement, BannerPlatform, BannerPosition } from '@platform/domain/banners';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

/**
 * Banners of every brand: a brand's own carry its application identifier in application_ids
 * (spec: brand variants are told apart by it). Where a banner shows and to whom are the spec's
 * lists; an empty list leaves that criterion out.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    /** Names the banner across imports (npm run import-banners): importing the same code again
     * updates this row. Banners stored before codes existed got `banner-<id>`. */
    code: text('code').notNull(),
    /** The words of the image, per language: { ru, en, es }. */
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    /** A course media path (/media/...) or an absolute URL. */
    file: text('file').notNull(),
    link: text('link'),
    platforms: text('platforms').array().$type<BannerPlatform[]>().notNull(),
    positions: text('positions').array().$type<BannerPosition[]>().notNull(),
    placements: text('placements').array().$type<BannerPlacement[]>().notNull(),
    segments: jsonb('segments').$type<{ id: number; name: string }[]>().notNull().default([]),
    courseIds: integer('course_ids').array().notNull().default([]),
    communityIds: integer('community_ids').array().notNull().default([]),
    applicationIds: text('application_ids').array().notNull().default([]),
    stageDayIds: integer('stage_day_ids').array().notNull().default([]),
    notDisplayCourseIds: integer('not_display_course_ids').array().notNull().default([]),
    notDisplayCommunityIds: integer('not_display_community_ids').array().notNull().default([]),
    notDisplayApplicationIds: text('not_display_application_ids').array().notNull().default([]),
    /** Announces a new feature: answered by GET /banner/new-features for its slots. */
    isNewFeature: boolean('is_new_feature').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /** Shown from, until (either open). */
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    createdAt: createdAt(),
  },
  (t) => [index('banners_sort_idx').on(t.sort, t.id), uniqueIndex('banners_code_idx').on(t.code)],
);
