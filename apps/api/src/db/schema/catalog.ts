import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { courses } from './courses';

/** The languages whose own text-search configuration stems a course's words. */
export type CatalogLanguage = 'ru' | 'en' | 'es';

/** PostgreSQL's tsvector; only the database writes it (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A category of a brand's catalogue, or a subcategory when it has a parent. `sort` may be
 * unset: the fixed rank of its name applies, else 999 (packages/domain/src/catalog.ts). */
export const courseCategories = pgTable(
  'course_categories',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => courseCategories.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    title: text('title').notNull(),
    icon: text('icon'),
    sort: integer('sort'),
  },
  (t) => [index('course_categories_brand_idx').on(t.brandId)],
);

/**
 * A course as the catalogue and the search show it: its category, thumbnail, landing and coach,
 * its language, and the text it is found by. `searchVector` is generated from `searchText` with
 * the language's own configuration (russian, english, spanish stemming), weighted title first.
 */
export const courseCatalogEntries = pgTable(
  'course_catalog_entries',
  {
    courseId: integer('course_id')
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => courseCategories.id, {
      onDelete: 'set null',
    }),
    subcategoryId: integer('subcategory_id').references(() => courseCategories.id, {
      onDelete: 'set null',
    }),
    language: text('language').$type<CatalogLanguage>().notNull(),
    thumbnail: text('thumbnail'),
    landing: text('landing'),
    coachName: text('coach_name'),
    coachPhoto: text('coach_photo'),
    /** The title, found first. */
    searchTitle: text('search_title').notNull(),
    /** Caption, excerpt, category and coach. */
    searchBody: text('search_body').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector(CASE language WHEN 'ru' THEN 'russian'::regconfig WHEN 'es' THEN 'spanish'::regconfig ELSE 'english'::regconfig END, search_title), 'A') || setweight(to_tsvector(CASE language WHEN 'ru' THEN 'russian'::regconfig WHEN 'es' THEN 'spanish'::regconfig ELSE 'english'::regconfig END, search_body), 'B')`,
    ),
  },
  (t) => [
    index('course_catalog_entries_brand_idx').on(t.brandId, t.categoryId),
    index('course_catalog_entries_vector_idx').using('gin', t.searchVector),
    check('course_catalog_entries_language', sql`${t.language} IN ('ru', 'en', 'es')`),
  ],
);

/** Every word the catalogue's courses are found by, lower-cased as written: a misspelt word of
 * a query is matched to its nearest words here by trigram similarity (pg_trgm). */
export const catalogSearchWords = pgTable(
  'catalog_search_words',
  { word: text('word').primaryKey() },
  (t) => [index('catalog_search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);
