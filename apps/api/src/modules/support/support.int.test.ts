import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDomain } from '../../../test/factories/domains';
import { buildSupportCategory } from '../../../test/factories/support';
import { buildUser } from '../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { techQuestions } from '../../db/schema/support';

describe('support', () => {
  let t: TestApp;
  let brandId: number;
  beforeAll(async () => {
    t = await createTestApp();
    brandId = (await buildDomain(t.ctx, { host: 'localhost' })).brandId;
    // Sort order differs from id order on purpose.
    await buildSupportCategory(t.ctx, { id: 10, sort: 1, title: 'Homework' });
    await buildSupportCategory(t.ctx, { id: 3, sort: 2, title: 'Question' });
    await buildSupportCategory(t.ctx, { id: 7, sort: 3, title: 'Renewal' });
  });
  afterAll(() => t.close());

  const questionOf = async (id: number) =>
    (await t.ctx.db.select().from(techQuestions).where(eq(techQuestions.id, id)))[0];

  describe('GET /support-category', () => {
    it('lists the topics by id with translated titles and the pagination headers', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/spa/api/v1/support-category?sort=id&lang=en',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { id: 3, sort: 2, title: 'Question (en)' },
        { id: 7, sort: 3, title: 'Renewal (en)' },
        { id: 10, sort: 1, title: 'Homework (en)' },
      ]);
      expect(response.headers).toMatchObject({
        'x-pagination-current-page': '1',
        'x-pagination-page-count': '1',
        'x-pagination-per-page': '20',
        'x-pagination-total-count': '3',
      });
    });

    it('sorts by sort (descending with -) and pages with per-page', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/spa/api/v1/support-category?sort=-sort&per-page=2&page=2',
        headers: { 'accept-language': 'es' },
      });
      expect(response.json()).toEqual([{ id: 10, sort: 1, title: 'Homework (es)' }]);
      expect(response.headers['x-pagination-page-count']).toBe('2');
      expect(response.headers['x-pagination-current-page']).toBe('2');
    });

    it('rejects an unknown sort with 422', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/spa/api/v1/support-category?sort=title',
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['sort']);
    });
  });

  describe('POST /tech-questions/anonymous', () => {
    const send = (payload: object, ip = '10.9.0.1', lang = 'en') =>
      t.app.inject({
        method: 'POST',
        url: `/spa/api/v1/tech-questions/anonymous?lang=${lang}`,
        remoteAddress: ip,
        payload,
      });

    it('stores the question for the brand of the domain and answers its id', async () => {
      const response = await send({
        email: '  Visitor@Example.com ',
        name: ' Olga ',
        message: 'I cannot sign in',
        support_category_id: 3,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ success: true, errors: {}, data: { id: expect.any(Number) } });
      expect(await questionOf(body.data.id)).toMatchObject({
        brandId,
        userId: null,
        email: 'visitor@example.com',
        name: 'Olga',
        message: 'I cannot sign in',
        supportCategoryId: 3,
      });
    });

    it('answers the support-form rules as translated field errors (422)', async () => {
      const empty = await send({ email: '', name: ' ', message: '' }, '10.9.0.2');
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toEqual({
        email: ['Enter your e-mail address so that we can reply'],
        name: ['Enter your name'],
        message: ['Enter a message'],
      });
      const wrong = await send(
        { email: 'not-an-email', name: 'Olga', message: 'x'.repeat(501), support_category_id: 99 },
        '10.9.0.2',
        'ru',
      );
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({
        email: ['Введите корректный адрес электронной почты'],
        message: ['Сообщение не может быть длиннее 500 символов'],
        support_category_id: ['Такой темы обращения нет'],
      });
      const missing = await send({}, '10.9.0.2');
      expect(Object.keys(missing.json().errors).sort()).toEqual(['email', 'message', 'name']);
    });

    it('accepts exactly 500 characters', async () => {
      const response = await send(
        { email: 'a@example.com', name: 'A', message: 'я'.repeat(500) },
        '10.9.0.3',
      );
      expect(response.statusCode).toBe(200);
    });

    it('allows 5 questions per IP in 10 minutes, then 429 with Retry-After', async () => {
      const question = { email: 'flood@example.com', name: 'F', message: 'Hello' };
      for (let i = 0; i < 5; i += 1)
        expect((await send(question, '10.9.1.1')).statusCode).toBe(200);
      const limited = await send(question, '10.9.1.1');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
      // Another address is not affected.
      expect((await send(question, '10.9.1.2')).statusCode).toBe(200);
    });
  });

  describe('signed-in questions', () => {
    it('POST /tech-questions stores the question of the token user', async () => {
      const { user, auth } = await buildUser(t.ctx);
      const response = await t.app.inject({
        method: 'POST',
        url: '/spa/api/v1/tech-questions',
        headers: auth,
        payload: { target_id: 42, support_category_id: 10, name: 'Anna', message: 'Please check' },
      });
      expect(response.statusCode).toBe(200);
      expect(await questionOf(response.json().data.id)).toMatchObject({
        userId: user.id,
        brandId: user.brandId,
        email: user.email,
        targetId: 42,
        supportCategoryId: 10,
        message: 'Please check',
      });
    });

    it('POST /tech-questions/auto words the message after the category', async () => {
      const { auth } = await buildUser(t.ctx);
      const response = await t.app.inject({
        method: 'POST',
        url: '/spa/api/v1/tech-questions/auto?lang=en',
        headers: auth,
        payload: { target_id: 5, support_category_id: 7, name: 'Anna' },
      });
      expect(response.statusCode).toBe(200);
      expect((await questionOf(response.json().data.id))?.message).toBe(
        'Automatic request: Renewal (en)',
      );
    });

    it('an unknown category or an empty message is 422; no token is 401', async () => {
      const { auth } = await buildUser(t.ctx);
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/spa/api/v1/tech-questions/auto?lang=en',
        headers: auth,
        payload: { support_category_id: 999, name: 'Anna' },
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({
        support_category_id: ['There is no such support topic'],
      });
      const empty = await t.app.inject({
        method: 'POST',
        url: '/spa/api/v1/tech-questions?lang=en',
        headers: auth,
        payload: { support_category_id: 10, name: 'Anna', message: '  ' },
      });
      expect(empty.json().errors).toEqual({ message: ['Enter a message'] });
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/spa/api/v1/tech-questions',
        payload: { support_category_id: 10, name: 'Anna', message: 'Hi' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
