import type { CourseSearchAnswer } from '@platform/contracts/catalog';
import type { Course } from '@platform/contracts/courses';
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/helpers/suite-app';
import { demoBrand } from './brands.seed';
import { seedDemo } from './demo';
import { DEMO_ACCOUNTS } from './users.seed';

describe('the demo catalogue', () => {
  const t = suiteApp();

  it('lists courses in ru, en and es with categories, thumbnails and coaches, found by word forms', async () => {
    await seedDemo(t.ctx);
    const demo = DEMO_ACCOUNTS.find((account) => account.email === 'demo@example.com');
    const login = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/auth/login',
      payload: { email: demo?.email, password: demo?.password },
    });
    const auth = { authorization: `Bearer ${login.json().data.token}` };
    const search = async (body: object) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/spa/v2/course/search',
        headers: auth,
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<CourseSearchAnswer>().data;
    };
    const all = await search({ perPage: 100 });
    expect(all.courses).toHaveLength(24);
    expect(new Set(all.courses.map((course) => course.language))).toEqual(
      new Set(['ru', 'en', 'es']),
    );
    expect(all.courses.every((course) => course.category && course.coach?.photo)).toBe(true);
    expect(all.filters.map((filter) => filter.name)).toEqual([
      'yoga',
      'fitness',
      'pilates',
      'stretching',
      'face-care',
      'meditation',
      'back-health',
      'dance',
    ]);
    const image = all.courses[0]?.backgroundImage ?? '';
    const served = await t.app.inject({ method: 'GET', url: new URL(image).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/svg+xml');

    const titles = async (textSearch: string) =>
      (await search({ textSearch })).courses.map((course) => course.title);
    expect(await titles('йогой')).toEqual(
      expect.arrayContaining(['Йога для начинающих', 'Силовая йога', 'Йога-нидра перед сном']),
    );
    expect(await titles('runner')).toEqual(['Stretching for runners']);
    expect(await titles('estiramiento')).toEqual(['Estiramientos suaves']);

    // Positions of the services the demo sells, 6 a page, and an offer of each such course.
    const positions = await t.app.inject({
      method: 'GET',
      url: '/spa/api/v1/catalog-position',
      headers: auth,
    });
    expect(positions.statusCode).toBe(200);
    expect(positions.json().length).toBeGreaterThan(0);
    expect(positions.headers['x-pagination-per-page']).toBe('6');
    const [first] = positions.json();
    const offer = await t.app.inject({
      method: 'GET',
      url: `/spa/api/v1/course-offer/find?courseId=${first.course.id}`,
      headers: auth,
    });
    expect(offer.json()).toMatchObject({ serviceId: first.serviceId });

    // The learner's courses carry their offers, the first being the one the catalogue finds.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/spa/api/v1/courses?expand=offers',
      headers: auth,
    });
    const offered = mine.json<Course[]>().filter((course) => course.offerIds.length > 0);
    expect(offered.length).toBeGreaterThan(0);
    for (const course of offered) {
      expect(course.offers?.map((one) => one.id)).toEqual(course.offerIds);
      const found = await t.app.inject({
        method: 'GET',
        url: `/spa/api/v1/course-offer/find?courseId=${course.id}`,
        headers: auth,
      });
      expect(course.offers?.[0]).toEqual(found.json());
    }

    // The brand configuration's catalog is the same catalogue: every position a product, in
    // the positions' order, and the categories of those products.
    const everyPosition = await t.app.inject({
      method: 'GET',
      url: '/spa/api/v1/catalog-position?perPage=100',
      headers: auth,
    });
    const config = await t.app.inject({
      method: 'GET',
      url: '/spa/api/v1/external-application-config',
      headers: { 'x-app-id': (await demoBrand(t.ctx.db)).appId },
    });
    const { catalog } = config.json().data.config;
    const sold =
      everyPosition.json<{ id: number; serviceId: number; course: { title: string } }[]>();
    expect(catalog.products.length).toBeGreaterThan(1);
    expect(catalog.products.map((product: { id: number }) => product.id)).toEqual(
      sold.map((position) => position.id),
    );
    expect(catalog.products[0]).toMatchObject({
      serviceId: sold[0]?.serviceId,
      title: sold[0]?.course.title,
      type: 'course_subscription',
      author: expect.any(String),
      preview: expect.stringMatching(/^https?:\/\/.+\/catalog\/.+\.svg$/),
    });
    const filterOf = new Map(all.filters.map((filter) => [filter.id, filter.title]));
    expect(catalog.categories.length).toBeGreaterThan(1);
    for (const category of catalog.categories) {
      expect(filterOf.get(category.id)).toBe(category.title);
    }
    expect(new Set(catalog.categories.map((category: { id: number }) => category.id))).toEqual(
      new Set(catalog.products.map((product: { categoryId: number }) => product.categoryId)),
    );
  });
});
