import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { brands, domains } from '../schema/brands';
import { orders } from '../schema/orders';
import { supportCategories } from '../schema/support';
import { users } from '../schema/users';
import { DEMO_ACCOUNTS, seedDemo } from './demo';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const counts = async () => {
    const tables = { brands, domains, supportCategories, users, orders };
    const entries = await Promise.all(
      Object.entries(tables).map(async ([name, table]) => {
        const [row] = await t.ctx.db.select({ value: count() }).from(table);
        return [name, row?.value] as const;
      }),
    );
    return Object.fromEntries(entries);
  };

  it('seeds once: a second run changes nothing', async () => {
    await seedDemo(t.ctx);
    const first = await counts();
    expect(first).toEqual({ brands: 2, domains: 2, supportCategories: 8, users: 3, orders: 1 });
    await seedDemo(t.ctx);
    expect(await counts()).toEqual(first);
  });

  it('the demo accounts sign in and the demo learner has a complete profile and an order', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/spa/api/v1/auth/login',
        payload: { email: account.email, password: account.password },
      });
      expect(response.statusCode).toBe(200);
      const { user, token } = response.json().data;
      expect(user.isAdmin).toBe(account.email === 'admin@example.com');
      if (account.email !== 'demo@example.com') continue;
      expect(user).toMatchObject({ name: 'Anna', last_name: 'Demo', birthday: '17.05.1990' });
      expect(user.status).toBe(40);
      const [order] = await t.ctx.db.select({ id: orders.id }).from(orders);
      const own = await t.app.inject({
        method: 'POST',
        url: `/spa/api/v1/order/${order?.id}?token=${token}`,
      });
      expect(own.json()).toMatchObject({ status: 'paid', amount: 2990, currency: 'RUB' });
    }
  });

  it('localhost serves brand web (registration and anonymous sign-in on) in ru, en and es', async () => {
    const domain = await t.app.inject({ method: 'GET', url: '/spa/api/v1/domain-configuration' });
    expect(domain.json().data).toMatchObject({
      appId: 'web',
      default_language: 'ru',
      languages: [{ code: 'ru' }, { code: 'en' }, { code: 'es' }],
    });
    const web = await t.app.inject({
      method: 'GET',
      url: '/spa/api/v1/external-application-config',
    });
    expect(web.json().data.config).toMatchObject({
      isRegistrationEnable: true,
      isUserAnonAuthEnable: true,
    });
    const dev = await t.app.inject({
      method: 'GET',
      url: '/spa/api/v1/external-application-config',
      headers: { 'x-app-id': 'dev' },
    });
    expect(dev.json().data.config).toMatchObject({
      isRegistrationEnable: false,
      isUserAnonAuthEnable: false,
      passHomeworkSupportCategoryId: 3,
    });
    const categories = await t.app.inject({
      method: 'GET',
      url: '/spa/api/v1/support-category?sort=id',
    });
    expect(categories.json().map((category: { id: number }) => category.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 10,
    ]);
  });
});
