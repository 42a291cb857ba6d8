import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDomain } from '../../../test/factories/domains';
import { buildLearner } from '../../../test/factories/learning';
import { buildSupportCategory, buildTechQuestion } from '../../../test/factories/support';
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
    it('POST /tech-questions stores the question of the token user about their stream', async () => {
      const { user, auth, stream } = await buildLearner(t.ctx);
      const response = await t.app.inject({
        method: 'POST',
        url: '/spa/api/v1/tech-questions',
        headers: auth,
        payload: {
          target_id: stream.id,
          support_category_id: 10,
          name: 'Anna',
          message: 'Please check',
        },
      });
      expect(response.statusCode).toBe(200);
      expect(await questionOf(response.json().data.id)).toMatchObject({
        userId: user.id,
        brandId: user.brandId,
        email: user.email,
        targetId: stream.id,
        supportCategoryId: 10,
        message: 'Please check',
      });
    });

    it('POST /tech-questions/auto words the message after the category', async () => {
      const { auth, stream } = await buildLearner(t.ctx);
      const response = await t.app.inject({
        method: 'POST',
        url: '/spa/api/v1/tech-questions/auto?lang=en',
        headers: auth,
        payload: { target_id: stream.id, support_category_id: 7, name: 'Anna' },
      });
      expect(response.statusCode).toBe(200);
      expect(await questionOf(response.json().data.id)).toMatchObject({
        targetId: stream.id,
        message: 'Automatic request: Renewal (en)',
      });
    });

    it("a question about someone else's stream, or one that does not exist, is not found and not stored", async () => {
      const learner = await buildLearner(t.ctx);
      const other = await buildLearner(t.ctx);
      const count = async () =>
        (
          await t.ctx.db
            .select({ id: techQuestions.id })
            .from(techQuestions)
            .where(eq(techQuestions.userId, learner.user.id))
        ).length;
      const cases = [
        {
          url: '/tech-questions?lang=en',
          payload: { support_category_id: 10, name: 'Anna', message: 'Check it' },
          text: 'Not found',
        },
        {
          url: '/tech-questions/auto?lang=es',
          payload: { support_category_id: 7, name: 'Anna' },
          text: 'No encontrado',
        },
      ];
      for (const { url, payload, text } of cases) {
        for (const targetId of [other.stream.id, other.stream.id + 100_000]) {
          const response = await t.app.inject({
            method: 'POST',
            url: `/spa/api/v1${url}`,
            headers: learner.auth,
            payload: { ...payload, target_id: targetId },
          });
          expect(response.statusCode).toBe(404);
          expect(response.json().message).toBe(text);
        }
      }
      expect(await count()).toBe(0);
      // Without a stream, a question is about the learner's account: accepted.
      const general = await t.app.inject({
        method: 'POST',
        url: '/spa/api/v1/tech-questions',
        headers: learner.auth,
        payload: { support_category_id: 3, name: 'Anna', message: 'Hello' },
      });
      expect(general.statusCode).toBe(200);
      expect(await count()).toBe(1);
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

  describe('the conversation: the learner reads, support staff answer', () => {
    const as = (
      auth: Record<string, string>,
      method: 'GET' | 'POST',
      url: string,
      payload?: object,
    ) => t.app.inject({ method, url: `/spa/api/v1${url}`, headers: auth, payload });

    it('a question sent by the learner is listed, newest first, answered by staff and read with its replies', async () => {
      const learner = await buildLearner(t.ctx, { brandId });
      const staff = await buildUser(t.ctx, { brandId, isAdmin: true, firstName: ' Maria ' });
      const first = await as(learner.auth, 'POST', '/tech-questions?lang=en', {
        target_id: learner.stream.id,
        support_category_id: 10,
        name: 'Anna',
        message: 'My homework is stuck',
      });
      const second = await as(learner.auth, 'POST', '/tech-questions/auto?lang=en', {
        support_category_id: 7,
        name: 'Anna',
      });
      const firstId: number = first.json().data.id;

      const replied = await as(staff.auth, 'POST', `/admin/tech-questions/${firstId}/replies`, {
        message: '  We have opened it again.  ',
      });
      expect(replied.statusCode).toBe(200);
      expect(replied.json()).toEqual({
        id: expect.any(Number),
        message: 'We have opened it again.',
        author: 'Maria',
        created_at: expect.any(Number),
      });

      const list = await as(learner.auth, 'GET', '/tech-questions?lang=en');
      expect(list.statusCode).toBe(200);
      expect(list.headers['x-pagination-total-count']).toBe('2');
      expect(list.json()).toEqual([
        expect.objectContaining({
          id: second.json().data.id,
          category: 'Renewal (en)',
          message: 'Automatic request: Renewal (en)',
          replies_count: 0,
          last_reply_at: null,
        }),
        {
          id: firstId,
          support_category_id: 10,
          category: 'Homework (en)',
          target_id: learner.stream.id,
          message: 'My homework is stuck',
          created_at: expect.any(Number),
          replies_count: 1,
          last_reply_at: replied.json().created_at,
        },
      ]);

      const thread = await as(learner.auth, 'GET', `/tech-questions/${firstId}?lang=es`);
      expect(thread.statusCode).toBe(200);
      expect(thread.json()).toMatchObject({
        id: firstId,
        category: 'Homework (es)',
        replies_count: 1,
        replies: [replied.json()],
      });
    });

    it("someone else's question is not found, and is not in the list", async () => {
      const owner = await buildUser(t.ctx, { brandId });
      const other = await buildUser(t.ctx, { brandId });
      const question = await buildTechQuestion(t.ctx, owner.user);
      expect((await as(other.auth, 'GET', `/tech-questions/${question.id}`)).statusCode).toBe(404);
      expect((await as(other.auth, 'GET', '/tech-questions')).json()).toEqual([]);
      expect((await as(owner.auth, 'GET', `/tech-questions/${question.id}`)).statusCode).toBe(200);
    });

    it('only support staff reply, and only to the questions of their brand', async () => {
      const owner = await buildUser(t.ctx, { brandId });
      const question = await buildTechQuestion(t.ctx, owner.user);
      const url = `/admin/tech-questions/${question.id}/replies?lang=en`;
      const payload = { message: 'Hello' };

      const learner = await as(owner.auth, 'POST', url, payload);
      expect(learner.statusCode).toBe(403);
      expect(learner.json().message).toBe('Only support staff can answer support requests');
      const expert = await buildUser(t.ctx, { brandId, isExpert: true });
      expect((await as(expert.auth, 'POST', url, payload)).statusCode).toBe(403);
      const elsewhere = await buildUser(t.ctx, { isAdmin: true });
      expect((await as(elsewhere.auth, 'POST', url, payload)).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'POST', url: `/spa/api/v1${url}`, payload })).statusCode,
      ).toBe(401);

      const staff = await buildUser(t.ctx, { brandId, isAdmin: true, firstName: null });
      const blank = await as(staff.auth, 'POST', url, { message: '   ' });
      expect(blank.statusCode).toBe(422);
      const missing = await as(staff.auth, 'POST', '/admin/tech-questions/999999/replies', payload);
      expect(missing.statusCode).toBe(404);
      const answered = await as(staff.auth, 'POST', url, payload);
      expect(answered.json()).toMatchObject({ message: 'Hello', author: null });
      const thread = await as(owner.auth, 'GET', `/tech-questions/${question.id}`);
      expect(thread.json().replies).toEqual([answered.json()]);
      // Staff read the conversation they answer; another brand's staff do not find it.
      const staffThread = await as(staff.auth, 'GET', `/admin/tech-questions/${question.id}`);
      expect(staffThread.statusCode).toBe(200);
      expect(staffThread.json()).toMatchObject({
        id: question.id,
        user_id: owner.user.id,
        message: question.message,
        replies: [answered.json()],
      });
      expect(
        (await as(elsewhere.auth, 'GET', `/admin/tech-questions/${question.id}`)).statusCode,
      ).toBe(404);
      expect((await as(owner.auth, 'GET', `/admin/tech-questions/${question.id}`)).statusCode).toBe(
        403,
      );
    });

    it("staff list their brand's questions: awaiting a reply first, the longest waiting first", async () => {
      const { brandId: ownBrand } = await buildDomain(t.ctx, { host: 'staff.example.com' });
      const learner = await buildUser(t.ctx, { brandId: ownBrand });
      const staff = await buildUser(t.ctx, { brandId: ownBrand, isAdmin: true });
      const older = await buildTechQuestion(t.ctx, learner.user, { message: 'Older' });
      const answered = await buildTechQuestion(t.ctx, learner.user, { message: 'Answered' });
      const newer = await buildTechQuestion(t.ctx, learner.user, { message: 'Newer' });
      const anonymous = (
        await t.ctx.db
          .insert(techQuestions)
          .values({ brandId: ownBrand, name: 'Guest', email: 'g@example.com', message: 'Anon' })
          .returning()
      )[0];
      await buildTechQuestion(t.ctx, (await buildUser(t.ctx)).user, { message: 'Elsewhere' });
      await as(staff.auth, 'POST', `/admin/tech-questions/${answered.id}/replies`, {
        message: 'Done',
      });

      const list = await as(staff.auth, 'GET', '/admin/tech-questions?lang=en');
      expect(list.statusCode).toBe(200);
      expect(list.headers['x-pagination-total-count']).toBe('4');
      expect(list.json().map((item: { message: string }) => item.message)).toEqual([
        'Older',
        'Newer',
        'Anon',
        'Answered',
      ]);
      expect(list.json()[0]).toMatchObject({
        id: older.id,
        user_id: learner.user.id,
        name: 'Anna',
        email: learner.user.email,
        replies_count: 0,
      });
      expect(list.json()[2]).toMatchObject({ id: anonymous?.id, user_id: null, name: 'Guest' });
      expect(list.json()[3]).toMatchObject({ id: answered.id, replies_count: 1 });
      expect(newer.id).toBeGreaterThan(older.id);

      expect((await as(learner.auth, 'GET', '/admin/tech-questions')).statusCode).toBe(403);
    });
  });
});
