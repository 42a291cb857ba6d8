import { SEARCH_TYPO_SIMILARITY } from '@platform/domain/constants/catalog';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brands } from '../../db/schema/brands';
import {
  type CatalogLanguage,
  catalogPositions,
  catalogSearchWords,
  courseCatalogEntries,
  courseCategories,
} from '../../db/schema/catalog';
import { courseServices } from '../../db/schema/course-services';
import { courses } from '../../db/schema/courses';

/** The text queries of a search, as tsquery text: `exact` the text's own words, `wide` those
 * or-ed with the lexicon's words nearest to its misspelt ones. Computed once per text and
 * catalogue version, then handed to the statements as constants, so the planner can use the
 * GIN index when the query is selective. */
export interface TextQueries {
  exact: string;
  wide: string;
}

/** Which of the brand's courses a search finds: by text queries (none: all), category and ids. */
export interface CourseSearchCriteria {
  brandId: number;
  queries: TextQueries | null;
  categoryId: number | null;
  courseIds: readonly number[] | null;
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
  const inIds = (ids: readonly number[]) =>
    sql`${e.courseId} = any(string_to_array(${ids.join(',') || '0'}, ',')::int[])`;
  /** The brand's courses the text queries and ids find. */
  const found = (criteria: CourseSearchCriteria) => {
    const conditions = [sql`${e.brandId} = ${criteria.brandId}`];
    if (criteria.queries)
      conditions.push(sql`${e.searchVector} @@ ${criteria.queries.wide}::tsquery`);
    if (criteria.courseIds) conditions.push(inIds(criteria.courseIds));
    return sql.join(conditions, sql` and `);
  };
  /** The category asked, as a category or a subcategory. */
  const inCategory = ({ categoryId }: CourseSearchCriteria) =>
    categoryId === null
      ? sql`true`
      : sql`(${e.categoryId} = ${categoryId} or ${e.subcategoryId} = ${categoryId})`;

  return {
    /**
     * A text search asked for the first time in a catalogue version, in one statement: the
     * text's queries (made once, q), matched in one pass, then counted, their categories
     * listed and one page ranked. The queries come back as text for the next pages.
     */
    async textSearch(
      criteria: Omit<CourseSearchCriteria, 'queries'>,
      text: string,
      typoTerms: readonly string[],
      limit: number,
      offset: number,
    ): Promise<{
      queries: TextQueries;
      total: number;
      categories: CategoryRow[];
      courses: SearchCourseRow[];
    }> {
      const conditions = [
        sql`${e.brandId} = ${criteria.brandId}`,
        sql`${e.searchVector} @@ q.wide`,
      ];
      if (criteria.courseIds) conditions.push(inIds(criteria.courseIds));
      const asked =
        criteria.categoryId === null
          ? sql`true`
          : sql`(m.category_id = ${criteria.categoryId} or m.subcategory_id = ${criteria.categoryId})`;
      const result = (await db.execute(sql`
        with q as materialized (${tsQueriesOf(text, typoTerms)}),
        matched as materialized (
          select ${e.courseId} as course_id, ${e.categoryId} as category_id,
            ${e.subcategoryId} as subcategory_id,
            ts_rank(${e.searchVector}, q.exact) * 2 + ts_rank(${e.searchVector}, q.wide) as rank
          from ${e} cross join q where ${sql.join(conditions, sql` and `)}
        ),
        page as (
          select m.course_id, m.rank from matched m where ${asked}
          order by m.rank desc, m.course_id limit ${limit} offset ${offset}
        )
        select
          (select json_build_object('exact', exact::text, 'wide', wide::text) from q) as queries,
          (select count(*) from matched m where ${asked})::int as total,
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
          ) as courses`)) as Rows<{
        queries: TextQueries;
        total: number;
        categories: CategoryRow[];
        courses: SearchCourseRow[];
      }>;
      const [row] = result.rows;
      if (!row) throw new Error('the search statement answered no row');
      return row;
    },

    /** How many courses the search finds in its category, and the categories of all it finds
     * by text and ids whatever the category (the filters), in one statement. */
    async searchTotals(
      criteria: CourseSearchCriteria,
    ): Promise<{ total: number; categories: CategoryRow[] }> {
      // One pass, grouped by category (an index-only scan without text): the counts in the
      // category asked, and the categories found.
      const inAsked = inCategory(criteria);
      const result = (await db.execute(sql`
        with counted as (
          select ${e.categoryId} as category_id, count(*) filter (where ${inAsked}) as n
          from ${e} where ${found(criteria)} group by ${e.categoryId}
        )
        select
          (select coalesce(sum(n), 0) from counted)::int as total,
          (select coalesce(json_agg(json_build_object(
              'id', ${cat.id}, 'name', ${cat.name}, 'title', ${cat.title}, 'icon', ${cat.icon},
              'sort', ${cat.sort})), '[]'::json)
            from ${cat} where ${cat.id} in (select category_id from counted)) as categories`)) as Rows<{
        total: number;
        categories: CategoryRow[];
      }>;
      return result.rows[0] ?? { total: 0, categories: [] };
    },

    /** One page of the courses found in the category: by rank (the text's own match twice the
     * typo match), else by id, then by id. */
    async searchPage(
      criteria: CourseSearchCriteria,
      limit: number,
      offset: number,
    ): Promise<SearchCourseRow[]> {
      const { queries } = criteria;
      // Without text every course ranks alike: the order is the id's (an index scan).
      const [rank, order] = queries
        ? [
            sql`ts_rank(${e.searchVector}, ${queries.exact}::tsquery) * 2 + ts_rank(${e.searchVector}, ${queries.wide}::tsquery)`,
            sql`rank desc, ${e.courseId}`,
          ]
        : [sql`0::real`, sql`${e.courseId}`];
      const result = (await db.execute(sql`
        with page as (
          select ${e.courseId} as course_id, ${rank} as rank from ${e}
          where ${found(criteria)} and ${inCategory(criteria)}
          order by ${order} limit ${limit} offset ${offset}
        )
        select ${c.id} as id, ${c.title} as title, ${c.caption} as caption, ${c.excerpt} as excerpt,
          ${e.language} as language, ${e.categoryId} as "categoryId",
          category.name as "categoryName", category.title as "categoryTitle",
          subcategory.title as "subcategoryName", ${e.thumbnail} as thumbnail,
          ${e.landing} as landing, ${e.coachName} as "coachName", ${e.coachPhoto} as "coachPhoto"
        from page
        join ${e} on ${e.courseId} = page.course_id
        join ${c} on ${c.id} = page.course_id
        left join ${cat} as category on category.id = ${e.categoryId}
        left join ${cat} as subcategory on subcategory.id = ${e.subcategoryId}
        order by page.rank desc, page.course_id`)) as Rows<SearchCourseRow>;
      return result.rows;
    },

    /** The version of the brand's catalogue (raised by the database on every catalogue write). */
    async catalogVersion(brandId: number): Promise<number> {
      const [row] = await db
        .select({ version: brands.catalogVersion })
        .from(brands)
        .where(eq(brands.id, brandId));
      return row?.version ?? 0;
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
