import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildBrand } from '../../../test/factories/brands';
import {
  buildCatalogCourse,
  buildCatalogService,
  MEDITATION,
  OTHER,
  YOGA,
} from '../../../test/factories/catalog';
import { suiteApp } from '../../../test/helpers/suite-app';
import { catalogPositions, courseCategories } from '../../db/schema/catalog';
import { courses } from '../../db/schema/courses';

type Catalog = {
  categories: { id: number; title: string }[];
  products: Record<string, unknown>[];
};

describe("the brand configuration's catalog", () => {
  const t = suiteApp({ PUBLIC_URL: 'https://learn.example.com' });

  const catalogOf = async (appId: string) => {
    const response = await t.get('/external-application-config', { 'x-app-id': appId });
    expect(response.statusCode).toBe(200);
    return response.json().data.config.catalog as Catalog;
  };

  /** A brand whose catalogue sells yoga (two positions), meditation and an uncategorised course;
   * tai chi has a course but no position. */
  async function brandWithCatalogue() {
    const brand = await buildBrand(t.ctx);
    const course = (title: string, category?: typeof YOGA | typeof MEDITATION | typeof OTHER) =>
      buildCatalogCourse(t.ctx, {
        brandId: brand.id,
        language: 'ru',
        title,
        caption: `${title}: каждый день`,
        ...(category && { category }),
        coach: { name: 'Мария Соколова', photo: null },
      });
    const meditation = await course('Медитация утром', MEDITATION);
    const yoga = await course('Йога для спины', YOGA);
    const yogaToo = await course('Йога дома', YOGA);
    const plain = await course('Дыхание');
    await course('Тайцзи', OTHER);
    const sell = (courseId: number) =>
      buildCatalogService(t.ctx, { brandId: brand.id, courseId, position: true });
    const sold = [await sell(yoga), await sell(meditation), await sell(yogaToo), await sell(plain)];
    return { brand, courseIds: { meditation, yoga, yogaToo, plain }, sold };
  }

  it('lists the positions as products and the categories they are in, in the filters order', async () => {
    const { brand, courseIds, sold } = await brandWithCatalogue();
    const [yogaSold, meditationSold] = sold;
    const categories = await t.ctx.db
      .select()
      .from(courseCategories)
      .where(eq(courseCategories.brandId, brand.id));
    const idOf = (name: string) => categories.find((row) => row.name === name)?.id;

    const catalog = await catalogOf(brand.appId);
    // Yoga ranks 1 and meditation after it; tai chi has no product, so it is not listed.
    expect(catalog.categories).toEqual([
      { id: idOf('yoga'), title: 'Йога' },
      { id: idOf('meditation'), title: 'Meditation' },
    ]);
    expect(catalog.products.map((product) => product.title)).toEqual([
      'Йога для спины',
      'Медитация утром',
      'Йога дома',
      'Дыхание',
    ]);
    const [first, second, , last] = catalog.products;
    const [course] = await t.ctx.db.select().from(courses).where(eq(courses.id, courseIds.yoga));
    expect(first).toEqual({
      id: yogaSold?.position?.id,
      serviceId: yogaSold?.service.id,
      alias: course?.importKey,
      type: 'course_subscription',
      title: 'Йога для спины',
      description: 'Йога для спины: каждый день',
      author: 'Мария Соколова',
      preview: expect.stringMatching(
        /^https:\/\/learn\.example\.com\/media\/.+\/catalog\/yoga\.svg$/,
      ),
      categoryId: idOf('yoga'),
    });
    expect(second).toMatchObject({
      id: meditationSold?.position?.id,
      categoryId: idOf('meditation'),
    });
    expect(last).toMatchObject({ title: 'Дыхание', categoryId: null });
  });

  it('follows the catalogue at once: a new position, a renamed course, a removed position', async () => {
    const { brand, courseIds, sold } = await brandWithCatalogue();
    expect((await catalogOf(brand.appId)).products).toHaveLength(4);

    const added = await buildCatalogCourse(t.ctx, {
      brandId: brand.id,
      language: 'en',
      title: 'Evening stretch',
      category: OTHER,
    });
    await buildCatalogService(t.ctx, { brandId: brand.id, courseId: added, position: true });
    await t.ctx.db
      .update(courses)
      .set({ title: 'Йога для здоровой спины' })
      .where(eq(courses.id, courseIds.yoga));
    await t.ctx.db
      .delete(catalogPositions)
      .where(eq(catalogPositions.id, sold[1]?.position?.id ?? 0));

    const catalog = await catalogOf(brand.appId);
    expect(catalog.products.map((product) => product.title)).toEqual([
      'Йога для здоровой спины',
      'Йога дома',
      'Дыхание',
      'Evening stretch',
    ]);
    expect(catalog.categories.map((category) => category.title)).toEqual(['Йога', 'Tai chi']);
  });

  it("shows only the brand's own catalogue, empty when it has no positions", async () => {
    await brandWithCatalogue();
    const empty = await buildBrand(t.ctx);
    await buildCatalogCourse(t.ctx, { brandId: empty.id, language: 'en', title: 'Unsold' });
    expect(await catalogOf(empty.appId)).toEqual({ categories: [], products: [] });
  });

  it('answers in a constant number of statements, one fewer once the catalogue is cached', async () => {
    const { brand } = await brandWithCatalogue();
    const statements = async () => {
      t.queries.length = 0;
      await catalogOf(brand.appId);
      return t.queries.length;
    };
    const cold = await statements();
    expect(cold).toBe(2);
    expect(await statements()).toBe(1);

    // Three more positions: the same statements once the new version is computed.
    for (const title of ['A', 'B', 'C']) {
      const courseId = await buildCatalogCourse(t.ctx, {
        brandId: brand.id,
        language: 'en',
        title,
        category: YOGA,
      });
      await buildCatalogService(t.ctx, { brandId: brand.id, courseId, position: true });
    }
    expect(await statements()).toBe(cold);
    expect(await statements()).toBe(1);
  });
});
