import { SEARCH_TYPO_SIMILARITY } from '@platform/domain/constants/catalog';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  type CatalogLanguage,
  catalogPositions,
  catalogSearchWords,
  courseCatalogEntries,
  courseCategories,
} from '../../db/schema/catalog';
import { courseServices } from '../../db/schema/course-services';
import { courses } from '../../db/schema/courses';

/** What a search asks the database: the brand's courses, by text (already normalised), typo
 * terms, category and ids, one page of them. */
export interface CourseSearchCriteria {
  brandId: number;
  text: string;
  typoTerms: readonly string[];
  categoryId: number | null;
  courseIds: readonly number[] | null;
  limit: number;
  offset: number;
}

export interface SearchCourseRow {
  id: number;
  title: string;
  caption: string;
  excerpt: string;
  language: CatalogLanguage;
  categoryId: number | null;
  categoryName: string | null;
  categoryTitle: string | null;
  subcategoryName: string | null;
  thumbnail: string | null;
  landing: string | null;
  coachName: string | null;
  coachPhoto: string | null;
}

export interface CategoryRow {
  id: number;
  name: string;
  title: string;
  icon: string | null;
  sort: number | null;
}

export interface CourseSearchRows {
  total: number;
  courses: SearchCourseRow[];
  /** Categories of the courses the text (and ids) find, whatever category was asked. */
  categories: CategoryRow[];
}

/** The query of a text: its words in each language's own configuration (stemmed: 'йогой'
 * finds 'йога'), or-ed with the catalogue words nearest to its misspelt words (pg_trgm). The
 * websearch syntax reads any input (quotes, operators) without failing. */
const tsQueriesOf = (text: string, terms: readonly string[]) => {
  const w = catalogSearchWords;
  const inEachLanguage = (value: ReturnType<typeof sql>) =>
    sql`(websearch_to_tsquery('russian', ${value}) || websearch_to_tsquery('english', ${value}) || websearch_to_tsquery('spanish', ${value}))`;
  // Lexicon words hold letters only, so " or " joins them into an or-query safely.
  const near = sql`(select coalesce(string_agg(near.word, ' or '), '')
    from unnest(string_to_array(${terms.join(' ')}, ' ')) as term(value)
    cross join lateral (
      select ${w.word} as word from ${w}
      where ${w.word} % term.value and similarity(${w.word}, term.value) >= ${SEARCH_TYPO_SIMILARITY}
      order by similarity(${w.word}, term.value) desc limit 3
    ) as near)`;
  return sql`select ${inEachLanguage(sql`${text}`)} as exact,
    ${inEachLanguage(sql`${text}`)} || ${inEachLanguage(near)} as wide`;
};

/** No text: every course matches and ranks alike. */
const NO_TEXT = sql`select null::tsquery as exact, null::tsquery as wide`;

type Rows<T> = { rows: T[] };

/** A product of the brand configuration's catalog: a catalogue position with what it sells. */
export interface CatalogProductRow {
  id: number;
  serviceId: number;
  alias: string;
  type: string;
  title: string;
  caption: string;
  coachName: string | null;
  image: string;
  categoryId: number | null;
}

export interface BrandCatalogRows {
  /** The top-level categories of the products, unordered. */
  categories: CategoryRow[];
  /** The positions in their order. */
  products: CatalogProductRow[];
}

export function catalogRepository(db: Executor) {
  const e = courseCatalogEntries;
  const c = courses;
  const cat = courseCategories;

  return {
    async search(criteria: CourseSearchCriteria): Promise<CourseSearchRows> {
      const byText = criteria.text !== '';
      const queries = byText ? tsQueriesOf(criteria.text, criteria.typoTerms) : NO_TEXT;
      const conditions = [sql`${e.brandId} = ${criteria.brandId}`];
      if (byText) conditions.push(sql`${e.searchVector} @@ q.wide`);
      if (criteria.courseIds) {
        conditions.push(
          sql`${e.courseId} = any(string_to_array(${criteria.courseIds.join(',') || '0'}, ',')::int[])`,
        );
      }
      const rank = byText
        ? sql`ts_rank(${e.searchVector}, q.exact) * 2 + ts_rank(${e.searchVector}, q.wide)`
        : sql`0`;
      const inCategory =
        criteria.categoryId === null
          ? sql`true`
          : sql`(m.category_id = ${criteria.categoryId} or m.subcategory_id = ${criteria.categoryId})`;
      // One statement: the text's queries are made once (q), then matched, counted and paged.
      const result = (await db.execute(sql`
        with q as materialized (${queries}),
        matched as (
          select ${e.courseId} as course_id, ${e.categoryId} as category_id,
            ${e.subcategoryId} as subcategory_id, ${rank} as rank
          from ${e} cross join q where ${sql.join(conditions, sql` and `)}
        ),
        page as (
          select m.course_id, m.rank from matched m where ${inCategory}
          order by m.rank desc, m.course_id limit ${criteria.limit} offset ${criteria.offset}
        )
        select
          (select count(*) from matched m where ${inCategory})::int as total,
          (select coalesce(json_agg(json_build_object(
              'id', ${cat.id}, 'name', ${cat.name}, 'title', ${cat.title}, 'icon', ${cat.icon},
              'sort', ${cat.sort})), '[]'::json)
            from ${cat} where ${cat.id} in (select category_id from matched)) as categories,
          (select coalesce(json_agg(json_build_object(
              'id', ${c.id}, 'title', ${c.title}, 'caption', ${c.caption}, 'excerpt', ${c.excerpt},
              'language', ${e.language}, 'categoryId', ${e.categoryId},
              'categoryName', category.name, 'categoryTitle', category.title,
              'subcategoryName', subcategory.title, 'thumbnail', ${e.thumbnail},
              'landing', ${e.landing}, 'coachName', ${e.coachName}, 'coachPhoto', ${e.coachPhoto}
            ) order by page.rank desc, page.course_id), '[]'::json)
            from page
            join ${e} on ${e.courseId} = page.course_id
            join ${c} on ${c.id} = page.course_id
            left join ${cat} as category on category.id = ${e.categoryId}
            left join ${cat} as subcategory on subcategory.id = ${e.subcategoryId}
          ) as courses`)) as Rows<CourseSearchRows>;
      const [row] = result.rows;
      return row ?? { total: 0, courses: [], categories: [] };
    },

    /** The brand configuration's catalog, in one statement: each position of the brand's
     * catalogue with its service, course and catalogue entry, and the categories they are in. */
    async brandCatalog(brandId: number): Promise<BrandCatalogRows> {
      const p = catalogPositions;
      const s = courseServices;
      const result = (await db.execute(sql`
        with product as (
          select ${p.id} as id, ${p.serviceId} as service_id, ${c.importKey} as alias,
            ${s.type} as type, ${c.title} as title, ${c.caption} as caption,
            ${e.coachName} as coach_name, ${p.image} as image, ${e.categoryId} as category_id,
            ${p.sort} as sort
          from ${p}
          join ${s} on ${s.id} = ${p.serviceId}
          join ${c} on ${c.id} = ${s.courseId}
          left join ${e} on ${e.courseId} = ${c.id}
          where ${p.brandId} = ${brandId}
        )
        select
          (select coalesce(json_agg(json_build_object(
              'id', ${cat.id}, 'name', ${cat.name}, 'title', ${cat.title}, 'icon', ${cat.icon},
              'sort', ${cat.sort})), '[]'::json)
            from ${cat} where ${cat.id} in (select category_id from product)) as categories,
          (select coalesce(json_agg(json_build_object(
              'id', id, 'serviceId', service_id, 'alias', alias, 'type', type, 'title', title,
              'caption', caption, 'coachName', coach_name, 'image', image,
              'categoryId', category_id) order by sort, id), '[]'::json)
            from product) as products`)) as Rows<BrandCatalogRows>;
      return result.rows[0] ?? { categories: [], products: [] };
    },

    /** The brand's category of a name, made when missing. */
    async ensureCategory(values: typeof courseCategories.$inferInsert): Promise<CategoryRow> {
      const [found] = await db
        .select()
        .from(cat)
        .where(sql`${cat.brandId} = ${values.brandId} and ${cat.name} = ${values.name}`);
      if (found) return found;
      const [made] = await db.insert(cat).values(values).returning();
      if (!made) throw new Error(`category ${values.name} not created`);
      return made;
    },

    /** The course of an import key, made (bare: no stages yet) when missing. */
    async ensureCourse(values: typeof courses.$inferInsert): Promise<number> {
      const [found] = await db
        .select({ id: c.id })
        .from(c)
        .where(sql`${c.importKey} = ${values.importKey}`);
      if (found) return found.id;
      const [made] = await db.insert(c).values(values).returning({ id: c.id });
      if (!made) throw new Error(`course ${values.importKey} not created`);
      return made.id;
    },

    /** New courses at once (bulk loads: the benchmark's catalogue), their ids in order. */
    async insertCourses(values: (typeof courses.$inferInsert)[]): Promise<number[]> {
      const rows = await db.insert(c).values(values).returning({ id: c.id });
      return rows.map((row) => row.id);
    },

    /** New catalogue entries at once. */
    async insertEntries(values: Omit<typeof e.$inferInsert, 'searchVector'>[]): Promise<void> {
      await db.insert(e).values(values);
    },

    /** Writes a course's catalogue entry (replacing the one it had). */
    async saveEntry(values: Omit<typeof e.$inferInsert, 'searchVector'>): Promise<void> {
      await db
        .insert(e)
        .values(values)
        .onConflictDoUpdate({ target: e.courseId, set: { ...values } });
    },

    /** Adds the words a course is found by to the typo lexicon (existing ones are kept). */
    async addLexiconWords(words: readonly string[]): Promise<void> {
      if (words.length === 0) return;
      await db
        .insert(catalogSearchWords)
        .values(words.map((word) => ({ word })))
        .onConflictDoNothing();
    },
  };
}

export type CatalogRepository = ReturnType<typeof catalogRepository>;
