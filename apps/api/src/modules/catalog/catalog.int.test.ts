import type { CourseSearchAnswer } from '@platform/contracts/catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBrand } from '../../../test/factories/brands';
import {
  buildCatalogCourse,
  MEDITATION,
  OTHER,
  PILATES,
  YOGA,
} from '../../../test/factories/catalog';
import { buildUser } from '../../../test/factories/users';
import { suiteApp } from '../../../test/helpers/suite-app';

type Auth = Record<string, string>;

describe('POST /spa/v2/course/search', () => {
  const t = suiteApp();
  let auth: Auth;
  const ids: Record<string, number> = {};

  const search = (body: unknown, headers: Auth = auth, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/spa/v2/course/search?lang=${lang}`,
      headers,
      payload: body as object,
    });
  const found = async (body: Record<string, unknown>) => {
    const response = await search(body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CourseSearchAnswer>().data;
  };
  const titles = async (textSearch: string) =>
    (await found({ textSearch, perPage: 50 })).courses.map((course) => course.title);

  beforeAll(async () => {
    const brand = await buildBrand(t.ctx);
    const other = await buildBrand(t.ctx);
    auth = (await buildUser(t.ctx, { brandId: brand.id })).auth;
    const add = async (key: string, input: Parameters<typeof buildCatalogCourse>[1]) => {
      ids[key] = await buildCatalogCourse(t.ctx, input);
    };
    await add('yoga', {
      brandId: brand.id,
      language: 'ru',
      title: 'Йога для здоровой спины',
      caption: 'Мягкие асаны каждый день',
      category: YOGA,
      subcategory: 'Хатха',
      thumbnail: '/media/catalog/yoga.svg',
      landing: 'https://example.com/yoga',
      coach: { name: 'Мария Соколова', photo: '/media/catalog/coach-maria.svg' },
    });
    await add('meditation', {
      brandId: brand.id,
      language: 'en',
      title: 'Morning meditation',
      caption: 'Ten quiet minutes',
      excerpt: 'Breathing and running thoughts',
      category: MEDITATION,
    });
    await add('spanish', {
      brandId: brand.id,
      language: 'es',
      title: 'Meditación para principiantes',
      caption: 'Respiración consciente',
      category: MEDITATION,
    });
    await add('pilates', {
      brandId: brand.id,
      language: 'en',
      title: 'Pilates at home',
      category: PILATES,
    });
    await add('taichi', {
      brandId: brand.id,
      language: 'en',
      title: 'Tai chi flow',
      category: OTHER,
    });
    for (let index = 0; index < 9; index += 1) {
      await add(`stretch${index}`, {
        brandId: brand.id,
        language: 'en',
        title: `Stretching day ${index + 1}`,
      });
    }
    await add('foreign', { brandId: other.id, language: 'ru', title: 'Йога чужого бренда' });
  });

  it('finds a Russian course by another word form (йогой → Йога), with the section 3 fields', async () => {
    const { courses } = await found({ textSearch: 'йогой' });
    expect(courses.map((course) => course.id)).toEqual([ids.yoga]);
    const [yoga] = courses;
    expect(yoga).toMatchObject({
      title: 'Йога для здоровой спины',
      language: 'ru',
      category: { id: expect.any(Number), name: 'yoga', title: 'Йога' },
      subcategory: { name: 'Хатха' },
      landing: 'https://example.com/yoga',
      coach: { name: 'Мария Соколова' },
    });
    expect(yoga?.backgroundImage).toMatch(/^https?:\/\/[^/]+\/media\/.+\/catalog\/yoga\.svg$/);
    expect(yoga?.coach?.photo).toMatch(/^https?:\/\/[^/]+\/media\/.+coach-maria\.svg$/);
  });

  it('finds word forms in English and Spanish', async () => {
    expect(await titles('meditations')).toContain('Morning meditation');
    expect(await titles('runs')).toEqual(['Morning meditation']);
    expect(await titles('principiante')).toEqual(['Meditación para principiantes']);
    expect(await titles('спиной')).toEqual(['Йога для здоровой спины']);
  });

  it('finds through typos by trigram similarity', async () => {
    expect(await titles('pilatis')).toEqual(['Pilates at home']);
    expect(await titles('meditashion')).toContain('Morning meditation');
    expect(await titles('здоровй')).toEqual(['Йога для здоровой спины']);
    expect(await titles('streching')).toHaveLength(9);
    // A word too far from any catalogue word finds nothing.
    expect(await titles('zzzqqq')).toEqual([]);
  });

  it('keeps to the brand of the user', async () => {
    expect(await titles('чужого')).toEqual([]);
  });

  it('pages by 8 by default with the pagination in the headers', async () => {
    const response = await search({ textSearch: 'stretching' });
    expect(response.statusCode).toBe(200);
    expect(response.json<CourseSearchAnswer>().data.courses).toHaveLength(8);
    expect(response.headers).toMatchObject({
      'x-pagination-current-page': '1',
      'x-pagination-page-count': '2',
      'x-pagination-per-page': '8',
      'x-pagination-total-count': '9',
    });
    const second = await search({ textSearch: 'stretching', page: 2 });
    expect(second.json<CourseSearchAnswer>().data.courses).toHaveLength(1);
    const past = await search({ textSearch: 'stretching', page: 5, perPage: 3 });
    expect(past.json<CourseSearchAnswer>().data.courses).toEqual([]);
    expect(past.headers['x-pagination-page-count']).toBe('3');
  });

  it('answers the category filters in order, with the fixed ranks and the fallback 999', async () => {
    const { filters } = await found({});
    expect(filters.map((filter) => [filter.name, filter.sort])).toEqual([
      ['yoga', 1],
      ['pilates', 3],
      ['meditation', 6],
      ['tai-chi', 999],
    ]);
  });

  it('filters by category and by course ids', async () => {
    const meditation = (await found({})).filters.find((filter) => filter.name === 'meditation');
    const inCategory = await found({ categoryId: meditation?.id });
    expect(inCategory.courses.map((course) => course.id).sort()).toEqual(
      [ids.meditation, ids.spanish].sort(),
    );
    // The filters still list every category the text finds, so another can be chosen.
    expect(inCategory.filters).toHaveLength(4);
    const byIds = await found({ cids: [ids.pilates, ids.taichi], perPage: 1 });
    expect(byIds.courses).toHaveLength(1);
    const one = await found({ cids: [ids.yoga], page: 1, perPage: 1 });
    expect(one.courses.map((course) => course.id)).toEqual([ids.yoga]);
  });

  it.each([
    ['quotes', '"йога'],
    ['tsquery operators', "yoga & | ! <-> (:* ) '"],
    ['only stop words', 'the and of'],
    ['symbols', '%%% ___ \\\\'],
    ['sql', "'; drop table courses; --"],
  ])('reads odd input without failing: %s', async (_, textSearch) => {
    const response = await search({ textSearch });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a text longer than 200 characters and bad fields with a translated 422', async () => {
    const long = await search({ textSearch: 'й'.repeat(201) }, auth, 'ru');
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toMatch(/^error/);
    for (const body of [{ page: 0 }, { perPage: 1000 }, { cids: ['x'] }, { categoryId: -1 }]) {
      expect((await search(body)).statusCode).toBe(422);
    }
  });

  it('asks for a sign-in', async () => {
    expect((await search({}, {})).statusCode).toBe(401);
  });
});
