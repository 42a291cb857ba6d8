import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { courseServices } from './course-services';
import { courses, type ImageUrls } from './courses';

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
    // The search without text: the brand's courses in id order, read off the index.
    index('course_catalog_entries_brand_course_idx').on(t.brandId, t.courseId),
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

/** The services a service bundles (GET /course-services/view?expand=childs.course,childs.stream). */
export const courseServiceChildren = pgTable(
  'course_service_children',
  {
    parentId: integer('parent_id')
      .notNull()
      .references(() => courseServices.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => courseServices.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.childId] })],
);

/** A service's app-store products; the one whose code starts with the app's platform prefix is
 * its appstoreProductId there. */
export const courseServiceAppstoreProducts = pgTable(
  'course_service_appstore_products',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => courseServices.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.code] })],
);

/** A course's offer: the service it sells and its images, of a relation type (1 by default). */
export const courseOffers = pgTable(
  'course_offers',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => courseServices.id, { onDelete: 'cascade' }),
    relationTypeId: integer('relation_type_id').notNull().default(1),
    images: jsonb('images').$type<ImageUrls>(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('course_offers_course_idx').on(t.courseId, t.relationTypeId)],
);

/** A position of a brand's catalogue: a service a subscriber may add to their subscription. */
export const catalogPositions = pgTable(
  'catalog_positions',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => courseServices.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('catalog_positions_brand_idx').on(t.brandId, t.sort)],
);
