import { randomBytes } from 'node:crypto';
import type { CourseSearchAnswer } from '@platform/contracts/catalog';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand } from '../../../test/factories/brands';
import { buildCatalogCourse, PILATES, YOGA } from '../../../test/factories/catalog';
import { buildUser } from '../../../test/factories/users';
import { suiteApp } from '../../../test/helpers/suite-app';
import { ownStatements } from '../../../test/helpers/test-app';
import type { AppContext } from '../../context';
import { courseCategories } from '../../db/schema/catalog';
import { courses } from '../../db/schema/courses';
import { createCache } from '../../lib/cache';
import { systemClock } from '../../lib/clock';

type Auth = Record<string, string>;

/** The suite, on the cache the app is given (in process by default). */
function searchCacheSuite(overrides: () => Partial<AppContext>) {
  const t = suiteApp({}, overrides());
  let auth: Auth;
  let brandId: number;

  const search = async (body: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/spa/v2/course/search',
      headers: auth,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return {
      ...response.json<CourseSearchAnswer>().data,
      total: Number(response.headers['x-pagination-total-count']),
    };
  };
  /** The statements one search runs besides the session lookup of the sign-in. */
  const statementsOf = async (body: Record<string, unknown>) => {
    t.queries.length = 0;
    await search(body);
    return ownStatements(t.queries).length;
  };
  const add = (title: string, category: { name: string; title: string } = YOGA) =>
    buildCatalogCourse(t.ctx, { brandId, language: 'en', title, category });

  beforeAll(async () => {
    brandId = (await buildBrand(t.ctx)).id;
    auth = (await buildUser(t.ctx, { brandId })).auth;
    for (let index = 0; index < 5; index += 1) await add(`Morning yoga ${index}`);
    await add('Pilates for the back', PILATES);
  });

  it('runs two statements for a new search, one for a repeated one, two for its next page', async () => {
    // The catalogue's version, then the text's queries, totals, filters and page in one.
    expect(await statementsOf({ textSearch: 'yogga', perPage: 2 })).toBe(2);
    expect(await statementsOf({ textSearch: 'yogga', perPage: 2 })).toBe(1);
    expect(await statementsOf({ textSearch: 'yogga', perPage: 2, page: 2 })).toBe(2);
    // Past the last page: the total says so, no page statement.
    expect(await statementsOf({ textSearch: 'yogga', perPage: 2, page: 9 })).toBe(1);
    // Without text: the version, the totals and the page (index scans).
    expect(await statementsOf({})).toBe(3);
  });

  it('answers a repeated search as the first time', async () => {
    const first = await search({ textSearch: 'yoga back', perPage: 3 });
    const again = await search({ textSearch: 'yoga back', perPage: 3 });
    expect(again).toEqual(first);
    // Either word finds through the lexicon's or-query.
    expect(first.total).toBe(6);
    expect(first.courses).toHaveLength(3);
  });

  it('sees every change of the catalogue at once: a new course, a renamed course and category', async () => {
    const before = await search({ textSearch: 'yoga', perPage: 50 });
    expect(before.total).toBe(5);
    const added = await add('Evening yoga');
    const withNew = await search({ textSearch: 'yoga', perPage: 50 });
    expect(withNew.total).toBe(6);
    expect(withNew.courses.map((course) => course.id)).toContain(added);

    await t.ctx.db.update(courses).set({ title: 'Evening yoga flow' }).where(eq(courses.id, added));
    await t.ctx.db
      .update(courseCategories)
      .set({ title: 'Yoga, all styles' })
      .where(eq(courseCategories.brandId, brandId));
    const renamed = await search({ textSearch: 'yoga', perPage: 50 });
    expect(renamed.courses.find((course) => course.id === added)?.title).toBe('Evening yoga flow');
    expect(renamed.filters.map((filter) => filter.title)).toEqual(['Yoga, all styles']);
  });

  it("keeps each brand's searches apart", async () => {
    const other = await buildBrand(t.ctx);
    const stranger = (await buildUser(t.ctx, { brandId: other.id })).auth;
    const mine = await search({ textSearch: 'pilates' });
    expect(mine.total).toBe(1);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/spa/v2/course/search',
      headers: stranger,
      payload: { textSearch: 'pilates' },
    });
    expect(theirs.json<CourseSearchAnswer>().data.courses).toEqual([]);
  });
}

describe('course search per catalogue version', () => {
  searchCacheSuite(() => ({}));
});

describe.runIf(process.env.TEST_REDIS_URL)('course search per catalogue version, Redis', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? '', { lazyConnect: true });
  afterAll(() => redis.quit());
  searchCacheSuite(() => ({
    cache: createCache({
      clock: systemClock,
      redis,
      prefix: `test-${randomBytes(6).toString('hex')}`,
    }),
  }));
});
