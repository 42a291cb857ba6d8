import type { CourseSearchAnswer } from '@platform/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/helpers/suite-app';
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
  });
});
